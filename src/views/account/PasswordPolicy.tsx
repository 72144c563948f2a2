import './texts';
import { passwordRules } from '../../../contract/validation';
import { useI18n } from '../../i18n';
import { Icon } from '../ui/Icon';

/** The rules of spec section 5, each marked met or not for the password typed so far. */
export function PasswordPolicy({ id, password }: { id: string; password: string }) {
  const { t } = useI18n();
  return (
    <div id={id} className="password-policy">
      <p className="password-policy__title">{t('account.passwordPolicy')}</p>
      <ul className="password-policy__rules">
        {passwordRules.map((rule) => {
          const met = rule.isMet(password);
          return (
            <li key={rule.key} className={met ? 'password-policy__rule is-met' : 'password-policy__rule'}>
              <Icon name={met ? 'check' : 'close'} />
              <span>{t(`account.passwordRule.${rule.key}`)}</span>
              <span className="visually-hidden"> ({t(met ? 'account.ruleMet' : 'account.ruleNotMet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
