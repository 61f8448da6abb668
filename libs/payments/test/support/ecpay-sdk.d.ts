/** ECPay's AIO SDK (ecpay_aio_nodejs) ships no types: the parts the tests use as their oracle. */
declare module 'ecpay_aio_nodejs' {
  interface SdkOptions {
    OperationMode: 'Test' | 'Production';
    MercProfile: { MerchantID: string; HashKey: string; HashIV: string };
    IgnorePayment: string[];
    IsProjectContractor: boolean;
  }
  type Params = Record<string, string>;
  class EcpayPayment {
    constructor(options: SdkOptions);
    payment_client: {
      aio_check_out_credit_onetime(parameters: Params, invoice?: Params): string;
      aio_check_out_cvs(
        cvsInfo: Params,
        parameters: Params,
        invoice?: Params,
        clientRedirectUrl?: string,
      ): string;
    };
  }
  export = EcpayPayment;
}

declare module 'ecpay_aio_nodejs/lib/ecpay_payment/helper.js' {
  class APIHelper {
    constructor(options: import('ecpay_aio_nodejs').SdkOptions);
    gen_chk_mac_value(params: Record<string, string>, mode?: number): string;
  }
  export = APIHelper;
}
