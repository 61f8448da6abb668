/** Test vectors quoted in /work/shared/reference/protocols.md (section numbers in comments). */

export const GT06 = {
  // §1.7 vector 1
  login: '78780D01086471700328358100093F040D0A',
  loginAck: '78780501000955940D0A',
  // §1.7 vector 2
  loginTz: '787811010864717003664467100f190a0002c6d20d0a',
  loginTzAck: '787805010002EB470D0A',
  loginVendor: '78780D01012345678901234500018CDD0D0A',
  // §1.7 vector 3
  gps12: '78781f120f0a140e150bc505e51e780293a9e800540000f601006e0055da00035f240d0a',
  // §1.7 vector 5
  gps22: '787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A',
  // §1.7 vector 7
  alarm16: '787825160F0C1D0A2B21C8027AC8040C46581000146F0901CC00287D001F714804040301001C84CF0D0A',
  alarm16Ack: '78780516001C1B280D0A',
  // §1.7 vector 9
  heartbeat: '78780a13440604000201baaf540d0a',
  heartbeatAck: '7878051301BAFB710D0A',
  // §1.7 vector 10
  timeRequest: '7878058A000688290D0A',
  timeResponse: '78780B8A0F0C1D0000150006F0860D0A',
  // §1.7 vector 11
  stringReply15:
    '78782d152500000000437574206f666620746865206675656c20737570706c793a2053756363657373210002013b898a0d0a',
  // §1.5 replies quoted from Traccar's tests
  stringReply21Utf16:
    '797900262100000000020043006f006d006d0061006e00640020006500720072006f0072002100236e850d0a',
  stringReply21Position:
    '7979007121000000000143757272656e7420706f736974696f6e214c61743a4e35342e3733393333322c4c6f6e3a4532352e3237333237302c436f757273653a3132362e35332c53706565643a302e303030302c4461746554696d653a323031372d30352d3236202031303a32373a3437000bbee30d0a',
  // §1.7 vector 12 (vendor doc examples)
  heartbeatVendor: '78780A134004040001000FDCEE0D0A',
  heartbeatReplyVendor: '787805130100E1A00D0A',
  alarmReplyVendor: '78780526001C9D860D0A',
  loginReplyV181: '787805010001D9DC0D0A',
  heartbeatReplyV181: '787805130011F9700D0A',
  // §1.7 "avoid as CRC cases"
  badCrcHeartbeat: '787808134B040300010011061F0D0A',
  // §1.5 command vectors
  commandRelayTraccar: '787812800C0000000052656C61792C312300009DEE0D0A',
  commandWhere: '787810800A00000000574845524523000175620D0A',
  commandRelayOn: '787812800C0000000052454C41592C312300012B4D0D0A',
  commandRelayOff: '787812800C0000000052454C41592C3023000137F60D0A',
  commandRelayLanguage: '787814800C0000000052454C41592C312300020001EBE00D0A',
  commandSosVendor: '78780E800800000000736F732300016D6A0D0A',
} as const;

export const H02 = {
  // §3
  v1: '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF,712,01,0,0,6#',
  heartbeat: '*HQ,353505221264507,HTBT,85#',
  // Traccar H02ProtocolDecoderTest samples used for exact values where the reference describes the form
  v1InvalidNoValidity: '*HQ,355488020119695,V1,050418,,2827.61232,N,07703.84822,E,0.00,0,031015,FFFEFBFF#',
  v1Dashed: '*HQ,1451316409,V1,030149,A,-23-29.0095,S,-46-51.5852,W,2.4,065,070315,FFFFFFFF#',
  v4Confirmation:
    '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#',
  nbr: '*HQ,1451316451,NBR,112315,724,10,2,2,215,2135,123,215,2131,121,011215,FFFFFFFF#',
} as const;

export const OSMAND = {
  // §2.3 test vectors
  isoQuery:
    '/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
  attributesQuery:
    '/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
  noIdQuery: '/?timestamp=1377177267&lat=60.0&lon=30.0',
  // §2.2
  client9Json:
    '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange","battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}',
} as const;

export function hex(text: string): Buffer {
  return Buffer.from(text, 'hex');
}
