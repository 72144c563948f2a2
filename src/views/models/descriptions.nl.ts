/**
 * The machines' descriptions in Dutch, by machine id, for the viewer's Dutch screen. The machines carry their
 * own description in English (a statechart tool reads it there), so the English screen shows that one; a test
 * says every machine of the viewer has its Dutch text here.
 */
export const machineDescriptionsNl: Record<string, string> = {
  session:
    'Wie is ingelogd. Haalt het profiel op om te bepalen of de sessie geautoriseerd of niet geautoriseerd is, ' +
    'laadt de relaties zodra ze geautoriseerd is en controleert opnieuw op verzoek en na het uitloggen; na het ' +
    'inloggen neemt ze de taal van het profiel over, tenzij de vlag op het loginscherm een andere koos: die ' +
    'bewaart ze in het profiel. Zolang ze geautoriseerd is, draaien de bewaking van ' +
    'inactiviteit en van het verlopen van het vernieuwingstoken, en ze logt uit als een van beide eindigt, net ' +
    'als wanneer de login niet meer te vernieuwen is; een sessie die zo eindigde, heet verlopen (niet ' +
    'uitgelogd), zodat het loginscherm dat kan zeggen.',
  tokenRefresh:
    'Vernieuwt een verlopen toegangstoken één keer tegelijk. Het eerste verzoek dat een 401 met ' +
    '`token-expired: true` krijgt, start één vernieuwing; elk verzoek dat er intussen een krijgt, wacht op ' +
    'dezelfde uitkomst en probeert het daarna één keer opnieuw met het nieuwe token. Een mislukte of lege ' +
    'vernieuwing wist de opgeslagen login, weigert elk wachtend verzoek en controleert de sessie opnieuw.',
  loginForm:
    'Het loginscherm: e-mail en wachtwoord zijn verplicht en worden gecontroleerd met het loginschema (dat ' +
    'laadt terwijl de gebruiker typt), daarna volgt één loginaanroep met een spinner. Bij succes worden alle ' +
    'velden leeggemaakt en wordt de sessie opnieuw gecontroleerd; bij een mislukking wordt het wachtwoord ' +
    'gewist en opent de melding over de inloggegevens (status 400) of de systeemmelding (al het andere). Een ' +
    'account met een tweede factor vraagt daarna een code uit de app, een herstelcode of een passkey, wat het ' +
    'account heeft; wie een tweede factor moet hebben en er geen heeft, stelt eerst een app in. Een passkey ' +
    'logt ook alleen in, vanaf het wachtwoordscherm. Het sluiten van een melding verbergt haar; een tweede ' +
    'stap die te lang duurde gaat terug naar het wachtwoord.',
  inactivity:
    'Draait zolang de sessie geautoriseerd is (de sessie start haar) en eindigt na 15 minuten zonder klik, ' +
    'muisbeweging, toets, scrollen, aanraking of focus, elke 10 seconden gecontroleerd en nooit op een pad met ' +
    '/inspection/. Haar einde is voor de sessie het teken om uit te loggen.',
  refreshExpiry:
    'Draait zolang de sessie geautoriseerd is (de sessie start haar): controleert elke 10 seconden de ' +
    'opgeslagen refreshTokenExpires en eindigt zodra die voorbij is, voor de sessie het teken om uit te ' +
    'loggen, zodat een login die niet meer te vernieuwen is niet op het scherm blijft hangen.',
  formSubmission:
    'Eén formulier (wachtwoord vergeten en herstellen, registratie, instellingen dienstverlener, wijzigingen ' +
    'van locaties, rollen en rechten van gebruikers, en elk later formulier): de waarden worden eerst met het ' +
    'schema van het contract gecontroleerd (geweigerd: de fouten staan bij de velden, er wordt niets ' +
    'verstuurd, en elke fout verdwijnt zodra het veld goed is ingevuld), daarna verstuurd; bij succes wordt ' +
    'opnieuw geladen wat de wijziging verouderd maakte, wordt dat gemeld en gaat het verder, bij een ' +
    'mislukking blijven de waarden staan voor een nieuwe poging. Opnieuw beginnen gaat terug naar het begin.',
  invitation:
    'Eén gebruikersaccount zoals een beheerder het beheert (spec hoofdstuk 4): uitgenodigd, daarna ' +
    'geactiveerd via de uitnodigingslink; gedeactiveerd (getoond als geblokkeerd) en weer geactiveerd. De ' +
    'uitnodiging kan opnieuw worden verstuurd (een nieuwe link; de oude werkt niet meer) en de link kan naar ' +
    'het klembord worden gekopieerd. Elke actie is één aanroep, bezig zolang die loopt; een mislukking laat ' +
    'het account zoals het was en zegt waarom. Zonder account begint het als de uitnodigingsdialoog.',
  pathStepper:
    'QA loopt stap voor stap door één gegenereerd testpad van een machine in de modelviewer: elke stap speelt ' +
    'het pad tot daar opnieuw af op een afgeschermde kopie (elke aanroep en elk effect vervangen, met een ' +
    'eigen klok), vooruit en terug. Een ander pad kiezen begint weer bij de eerste stap.',
  maintenance:
    'Een onderhoudsinspectie van één installatie op locatie (spec hoofdstukken 4 en 5): start, aankomst, ' +
    'inspectie, akkoord (de klant tekent, of de monteur gaat verder zonder akkoord), vertrek, gereed. ' +
    '"Onderhoud niet mogelijk" kan op elke stap vóór het akkoord gekozen worden. Een stap wordt pas verlaten ' +
    'als zijn regels kloppen; anders staan de regels die niet kloppen bij hun veld. Elke wijziging gaat in de ' +
    'outbox, zodat de hele inspectie zonder netwerk gedaan kan worden; gereed betekent: verstuurd naar de ' +
    'outbox.',
  failureReport:
    'Het contact- en storingsformulier, ingelogd of op de openbare pagina van een installatie: invullen (het ' +
    'concept wordt bij elke wijziging in de browser bewaard), versturen (eerst gecontroleerd met het schema ' +
    'van het contract), verstuurd, of mislukt met een nieuwe poging. Een melding die mislukte omdat er geen ' +
    'verbinding was, gaat opnieuw zodra het netwerk terug is, en een pagina die tijdens het versturen ' +
    'herladen wordt, verstuurt haar opnieuw; door het id van de melding bewaart de server haar één keer.',
  outbox:
    'Stuurt het veldwerk (een aangemaakte inspectie, haar opgeslagen stappen, foto’s, de handtekening, het ' +
    'indienen), bewaard in de browser, één voor één naar de server in de volgorde waarin het gemaakt is: bij ' +
    'het starten, als het netwerk terug is, als het tabblad weer zichtbaar wordt en na een wachttijd die bij ' +
    'elke mislukking verdubbelt (1 s tot een minuut). Een item verlaat de outbox pas als de server het ' +
    'bevestigd heeft. Een item dat de server definitief weigert, wordt met de reden apart gezet en de items ' +
    'erachter gaan door; alleen wat ervan afhangt wacht (het indienen van de inspectie achter een geweigerde ' +
    'foto, de hele inspectie achter elke andere weigering) tot de monteur het opnieuw probeert, de foto laat ' +
    'vallen, de inspectie verwijdert, of, bij het indienen dat geweigerd werd omdat intussen een andere ' +
    'inspectie van de installatie is afgerond, bevestigt dat ook deze vastgelegd moet worden. Of de server ' +
    'antwoordt, blijkt uit elke verzending en anders uit een gezondheidscontrole: als er niets te versturen ' +
    'was, en in rust elke minuut (zo vaak als het versturen het opnieuw zou proberen zolang de server niet ' +
    'antwoordt). Een login die niet te vernieuwen is, wacht tot dezelfde gebruiker weer inlogt.',
  queuedReport:
    'Draait in de hele app: een contactmelding die offline verstuurd werd, wacht in de browser, verzegeld ' +
    'voor haar gebruiker. Als het netwerk terug is, of als die gebruiker weer inlogt, wordt ze verstuurd ' +
    'vanaf het scherm dat open is (het contactformulier verstuurt, als het open is, zijn eigen melding). Een ' +
    'melding die nog steeds niet weg kan, wacht op de volgende kans.',
  quotationApproval:
    'Een klant beslist over een offerte: lezen, accepteren (naam, functie, inkoopordernummer, opmerking, ' +
    'voorwaarden), tekenen, indienen, en dan geaccepteerd; of afwijzen met een reden, of om een wijziging ' +
    'vragen. Het concept wordt bij elke stap in de browser bewaard, zodat herladen ernaar terugkeert. Wie eerder ' +
    'besliste, of een nieuwere versie, eindigt in een conflict: de klant leest de offerte opnieuw.',
  fileExport:
    'Exporteert de lijst op het scherm, met haar filter, zoekterm en volgorde, naar een CSV- of Excelbestand: ' +
    'de server stuurt alle rijen als stroom, het scherm toont hoe ver het is, en de browser bewaart het ' +
    'bestand. Eén export tegelijk per lijst; ze kan gestopt worden, en na een fout opnieuw geprobeerd.',
  secondFactorSettings:
    'Zet de authenticator-app aan (een geheim als QR-code en als tekst, dan de eerste code), toont de ' +
    'herstelcodes één keer, maakt nieuwe met een actuele code, en zet de app uit met het wachtwoord en een ' +
    'code. Wat maar één keer getoond wordt (het geheim, de codes) wordt vergeten zodra de stap verlaten is.',
  passkeySettings:
    'Toont de passkeys; voegt er een toe (een naam en het wachtwoord, daarna maakt de browser hem), wijzigt de ' +
    'naam van een passkey, of verwijdert er een na nog één keer vragen. Eén stap tegelijk: de lijst blijft, de ' +
    'stap staat bij zijn passkey.',
};
