import './second-factor-rule-texts';
import { isProviderRole } from '../../../contract/roles';
import { secondFactorRuleChangeSchema } from '../../../contract/second-factor';
import { useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import {
  SECOND_FACTOR_RULES_KEY,
  secondFactorRules,
  setSecondFactorRule,
} from '../../services/account-security';
import { useData } from '../../services/portal-data/use-data';
import { accountPath } from '../shared/paths';
import { Alert } from '../ui/Alert';
import { Checkbox } from '../ui/Checkbox';
import { DataState } from '../ui/DataState';
import { errorText } from '../ui/error-text';
import { Link } from '../ui/Link';
import { Section } from '../ui/Section';
import { useForm } from '../ui/use-form';

/**
 * A company admin's rule for one relation (relation settings): its users sign in with two-step verification.
 * The provider's own staff always do, and set no such rule; the admin must have it on before requiring it.
 */
export function SecondFactorRule({ relationId, relationName }: { relationId: number; relationName: string }) {
  const { t } = useI18n();
  const { user, hasPermission } = useSession();
  const mine = !!user && !isProviderRole(user.role) && hasPermission('Users.Invite');
  const rules = useData(mine ? secondFactorRules() : null);
  const save = useForm({
    schema: secondFactorRuleChangeSchema,
    submit: setSecondFactorRule,
    invalidates: [SECOND_FACTOR_RULES_KEY],
    successToast: (_, { required }) =>
      required ? 'secondFactorRule.turnedOn' : 'secondFactorRule.turnedOff',
  });
  if (!mine) return null;
  return (
    <Section id="relation-second-factor" title={t('secondFactorRule.title')}>
      <p className="muted">{t('secondFactorRule.intro')}</p>
      <DataState state={rules}>
        {(all) => {
          const rule = all.find((r) => r.relationId === relationId);
          if (!rule) return null;
          return (
            <>
              <Checkbox
                isSelected={rule.required}
                isDisabled={save.isSubmitting}
                onChange={(required) => save.submit({ relationId, required })}
              >
                {t('secondFactorRule.required', { relation: relationName })}
              </Checkbox>
              {save.failure?.code === 'secondFactorOwnFirst' ? (
                <Alert>
                  {t('secondFactorRule.ownFirst')}{' '}
                  <Link href={accountPath}>{t('secondFactorRule.toAccount')}</Link>
                </Alert>
              ) : (
                save.failure && <Alert>{errorText(save.failure, t)}</Alert>
              )}
            </>
          );
        }}
      </DataState>
    </Section>
  );
}
