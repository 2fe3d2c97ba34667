// Generated from contract/clinic-service.yaml by openapi-typescript (npm run contract:types).
// Do not edit: change the document and run the script again. src/api/types.ts is held to these
// types by tests/contract/wireTypes.typecheck.ts.

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password.
         * @description Starts a session: the token in `extras.accessToken`, and the refresh cookie
         *     (docs/calls.md#session-refresh). A refusal's text is in `extras.message`.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The token of the session the refresh cookie names.
         * @description docs/calls.md#session-refresh. Sent with credentials and no token.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in patient.
         * @description docs/calls.md#account-calls. Asked at boot, after a login and as the keep-alive of an
         *     active patient (docs/calls.md#contract-additions).
         */
        get: operations["getMe"];
        put?: never;
        /**
         * Update the patient's profile.
         * @description docs/calls.md#account-calls, docs/account.md#profile. The portal sends every editable field
         *     of the profile form (name, birth date, e-mail and health card change only at the clinic);
         *     the answer becomes the patient the pages show.
         */
        post: operations["updateProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/shouldupdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The patient confirmed their details.
         * @description docs/calls.md#account-calls, docs/account.md#family-doctor-and-confirm-information: clears
         *     `shouldUpdate` and records the family-doctor answer.
         */
        post: operations["confirmDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every appointment of the patient's.
         * @description The spec names the call but not its answer; the answer's shape is a contract addition
         *     (docs/calls.md#contract-additions). Past and cancelled appointments too, in any order; the
         *     dashboard picks the upcoming ones (docs/dashboard.md#upcoming-appointments) and leaves out
         *     an entry it cannot read. A `success: false` is a failed load.
         */
        get: operations["getAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a new patient.
         * @description docs/calls.md#account-calls, docs/account.md#registration and
         *     docs/account.md#registration-outcome. A visitor's call. The account
         *     waits for its e-mail confirmation (a mailed link). A refusal's text is read from
         *     `extras.message` (then `message`); the portal shows its own success text.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pharmacy/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pharmacies a patient may choose.
         * @description docs/calls.md#account-calls. Public: registration asks for it before anyone is logged in;
         *     /account Edit and the dashboard's pharmacy dialog ask too.
         */
        get: operations["getPharmacies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pharmacy/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's preferred pharmacy.
         * @description docs/calls.md#account-calls, docs/dashboard.md#service-click: before a service that needs a
         *     pharmacy, `pharmacy` is read as a boolean; without one the pharmacy dialog opens.
         */
        get: operations["getMyPharmacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pharmacy/addPreferredPharmacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the patient's preferred pharmacy.
         * @description docs/calls.md#account-calls, docs/dashboard.md#pharmacy-dialog. The token names the
         *     patient; `demographicNo` is the portal's copy. A refusal's text is read from
         *     `extras.message`.
         */
        post: operations["addPreferredPharmacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/forgot/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password recovery, step 1; the account's identity.
         * @description docs/calls.md#account-calls, docs/account.md#password-recovery. Is there an account with
         *     this e-mail, date of birth (and health card number, when given)? Passing it allows
         *     `POST /login/forgot` for the account for 15 minutes. A refusal's text is in `message`.
         */
        post: operations["validateRecoveryIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Password recovery, step 2; mail a reset code.
         * @description docs/calls.md#account-calls, docs/account.md#password-recovery; also 'Send me a new code'.
         *     Mails a 6-digit code (10 minutes, 5 tries, the newest only) to an account whose identity
         *     step passed in the last 15 minutes; an unknown address is refused alike.
         */
        post: operations["sendResetCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password, by a mailed code or by the current password.
         * @description docs/calls.md#account-calls. Two shapes: password recovery's step 3 with the mailed `code`
         *     (docs/account.md#password-recovery; a visitor's call, and it ends every session of the
         *     account), and /account Change Password with `currentPassword` and `manualReset: true`
         *     (docs/account.md#change-password; needs the session). A refusal's text is in `message`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth-message/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trade a mailed login link's token for a session.
         * @description docs/calls.md#account-calls, docs/account.md#login-by-link (the spec names the page
         *     /auth-message/{token}, which logs in from a reply link, not the call). Answers like `POST /login`, with the refresh cookie
         *     (docs/calls.md#session-refresh); a link works once, and a used link answers like an
         *     unknown one. Sent with credentials.
         */
        get: operations["loginWithLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session and clear its refresh cookie.
         * @description docs/calls.md#contract-additions, docs/calls.md#session-refresh, docs/account.md#logout.
         *     Ends the session its `x-auth-token` names or, without one (an idle session found at
         *     boot), the one the refresh cookie names. Sent with credentials. The same answer whether the token was live or not;
         *     the portal ignores it (and a 404).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use code that hands the patient to a sister site.
         * @description docs/calls.md#sister-site-hand-off, docs/dashboard.md#links-out. The portal sends the
         *     patient to `{site}/auth/{code}` instead of the session token. A new code on every call;
         *     it works once, for this site, within `expiresIn` seconds, while this session is live.
         */
        post: operations["askHandoffCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/handoff/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sister site's server trades a hand-off code for a session of its own.
         * @description docs/calls.md#sister-site-hand-off. Called server to server by the sister sites, never by
         *     the portal or a page (`x-site-key` is not a header CORS lets a page send). A code that is
         *     presented is spent, whatever the answer.
         */
        post: operations["redeemHandoffCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fees, in dollars.
         * @description docs/calls.md#site-calls, docs/constants.md#fees. Cached with a timestamp; when it fails
         *     (or an amount is missing, negative or not a number) a cache younger than 24 hours is used,
         *     else the built-in fees, silently.
         */
        get: operations["getFeeConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/anouncement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The announcement block's lines (the service spells the path 'anouncement').
         * @description docs/calls.md#site-calls. Shown on the home page and the dashboard; the portal skips lines
         *     that are not text or are blank, and goes without the block when the call fails.
         */
        get: operations["getAnnouncements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/oscarStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the clinic's records system is online.
         * @description docs/calls.md#site-calls, docs/dashboard.md#clinic-system-status. Asked for a logged-in
         *     patient (with the token), though the service needs none; anything but `status: true`,
         *     and a failure, counts as offline. The realtime channel reports changes.
         */
        get: operations["getClinicSystemStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/saveerror": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an error that happened in the page.
         * @description docs/calls.md#site-calls (`src/app/crashReporting.ts`): render errors, uncaught errors and
         *     rejections, failed chunk downloads and CSP violations, each once a page life and at most
         *     10 a minute. No session needed: errors while logged out are reported too. The portal
         *     ignores the answer and any failure.
         */
        post: operations["saveClientError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csp-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The browsers' reports of what the Content-Security-Policy refused.
         * @description docs/calls.md#contract-additions, deploy/README.md. Sent by the browser itself, not the
         *     app: no `x-auth-token`, no cookie needed. The form is told by `Content-Type` (parameters
         *     such as `charset` aside). Reports name the page's address (a token page's path too): kept
         *     as access logs are, never shown to a page.
         */
        post: operations["receiveCspReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/agreement/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the patient agreed to a request's terms.
         * @description docs/requests.md#agreement. Sent first when a sick note or form request is sent, with no
         *     body (the session says who). A `success: false` stops the request with the service's
         *     text, else 'Failed to submit form'; the mock never refuses.
         */
        post: operations["saveAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/sicknote/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a sick-note request; answers whether the patient's card is MSP-eligible.
         * @description docs/requests.md#sick-note-request, docs/calls.md#request-and-payment-calls. The portal
         *     prices the note from `extras.isBCServiceValid` (eligible: the MSP price, else the private
         *     one). A refusal's text is in `message`.
         */
        post: operations["validateSickNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/schoolworkform/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a form request; answers the service's price.
         * @description docs/requests.md#form-request, docs/calls.md#request-and-payment-calls. The portal sends
         *     the same body as the save that follows. `extras.calculatedPrice` replaces the page's
         *     estimate. A refusal's text is in `message`.
         */
        post: operations["validateSchoolWorkForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/save_school_work_form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a form request, without its files, before its payment.
         * @description docs/requests.md#form-request, docs/calls.md#request-and-payment-calls. Answers the form's
         *     id and its own access token (the upload by token). Sent again with `formId` when the
         *     patient changes a form saved earlier and not yet paid: the service updates that form
         *     rather than saving a second one. A refusal's text is in `error`.
         */
        post: operations["saveSchoolWorkForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sick-note/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for a sick note or a saved form, or confirm a payment after the bank's check.
         * @description docs/requests.md#charge-answers, docs/requests.md#one-charge-per-request,
         *     docs/calls.md#contract-additions. The spec's call, with three additions: the request it
         *     carries creates the sick note once paid (the portal never sends `POST /services/sicknote`),
         *     the `Idempotency-Key` header, and the receipt's facts in a success's `extras`.
         *
         *     First the card method (`payment_method_id`, created with the card provider) with the
         *     whole request; after the bank's check, the payment intent (`payment_intent_id`) with the
         *     request, or only its kind and form id when the tab no longer holds it. A lost answer is
         *     asked about by sending the same call again with the same key. Back from the bank's page
         *     without a session, the form's access token stands in (`x-access-token`); it allows only a
         *     confirmation. The portal waits 60 s for an answer.
         */
        post: operations["chargeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/school_work_form/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A saved form, by its id, for its upload page.
         * @description docs/requests.md#upload-states, docs/calls.md#upload-calls. Another patient's form answers
         *     as a missing one. The portal reads only `success` and `form`.
         */
        get: operations["getSchoolWorkForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/school_work_form_token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A saved form, by its access token, for its upload page.
         * @description docs/requests.md#upload, docs/calls.md#upload-calls. The token names the form; a session
         *     is still needed (a 401 asks the patient to log in and come back), and only the form's
         *     owner gets it.
         */
        get: operations["getSchoolWorkFormByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/upload_school_work_files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a paid form's documents, by its id.
         * @description docs/requests.md#upload-files, docs/calls.md#upload-calls. Up to 3 files, 10 MB in all,
         *     PDF, JPG or PNG; the service checks them again. A second upload before the submission
         *     replaces the first. No fixed timeout. A refusal's text is in `message`.
         */
        post: operations["uploadSchoolWorkFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/upload_school_work_files_token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a paid form's documents, by its access token.
         * @description docs/requests.md#upload-files, docs/calls.md#upload-calls. As the upload by id, the form
         *     named by the path's token; a session is still needed.
         */
        post: operations["uploadSchoolWorkFilesByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/complete_oscar_submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a form's uploaded documents to the clinic's records system, by the form's id.
         * @description docs/requests.md#upload-states, docs/calls.md#upload-calls. `alreadyProcessed` counts as
         *     done. A refusal's `error` is written for staff and not shown: the page shows its own text.
         */
        post: operations["completeOscarSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/sicknote/complete_oscar_submission_token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a form's uploaded documents to the clinic's records system, by its access token.
         * @description docs/requests.md#upload-states, docs/calls.md#upload-calls. As the submission by id, the
         *     form named by the path's token; a session is still needed. The body is `{}`.
         */
        post: operations["completeOscarSubmissionByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/medical/record/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a mailed medical-records link is usable.
         * @description docs/records.md#records-link. Public: the token is the key. A refusal's text is shown,
         *     then the patient goes to /; one text for an unknown, mistyped or withdrawn link.
         */
        get: operations["checkRecordLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/verify/medical/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the patient's date of birth for a records link; answers its files.
         * @description docs/records.md#records-date-of-birth-step. Also asked after each download, to refresh
         *     the list. Five wrong dates in a row lock the link. A refusal's text is shown.
         */
        get: operations["verifyRecordBirthDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/medical/record/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One file of a records link.
         * @description docs/records.md#records-file-list. Fetched into the page (as bytes), then saved under the
         *     list's `fileName`; the portal takes the answer's `Content-Type` for the file (PDF when
         *     there is none) and shows progress from `Content-Length`. Sending does not spend the file:
         *     the portal's `POST …/received` does, or the fifth copy sent without one. No fixed timeout;
         *     given up after 30 s without a byte. A refusal is JSON; its `message` is shown.
         */
        get: operations["downloadRecordFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services2/medical/record/download/{id}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The file arrived and was handed to the browser; spends it.
         * @description docs/calls.md#contract-additions, docs/records.md#records-file-list. A repeat answers the
         *     same. The token is in the body, out of access logs. The portal reads only `success`; a
         *     failure leaves the download a success for the patient.
         */
        post: operations["confirmRecordReceived"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/sicknote/validateById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An employer's check that a sick note was issued, with what is printed on it.
         * @description docs/sick-note-check.md. Public. Every field must match (names without regard to case or
         *     surrounding spaces, the id without regard to case), so a note is confirmed only to
         *     someone who already holds it. The portal trims every value before sending. A refusal's
         *     text is in `message`.
         */
        get: operations["checkSickNoteById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the patient's messages, the clinic's and the patient's own, newest first.
         * @description My Messages, 15 a page (docs/messages.md#my-messages-list); also the navigation's count
         *     when the service lacks `GET /message/awaiting-reply`, from the first page and `total`
         *     (docs/messages.md#messages-awaiting-a-reply). An answer without a `messages` list is a
         *     failure to the portal.
         *
         *     The list carries both: the clinic's messages to the patient and the patient's own
         *     messages to the medical office assistants (`POST /message/sent`; `from: patient`), in one
         *     order by `createdAt` and one `total` (a contract addition: the spec lists only the
         *     clinic's; docs/calls.md#contract-additions).
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/awaiting-reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the clinic's messages await the patient's reply, over every page.
         * @description docs/messages.md#messages-awaiting-a-reply and docs/calls.md#contract-additions: the
         *     navigation's badge, asked on every patient page. Routed before `/message/{id}`. A service
         *     without the call (a 404 of any body, or a success without `count`) makes the portal count
         *     the list's first page instead, for the rest of the session; any other failure shows no
         *     badge and nothing else.
         */
        get: operations["countMessagesAwaitingReply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * One of the patient's messages, the clinic's or the patient's own.
         * @description The message detail page (docs/messages.md#message-detail); also read again after a reply
         *     whose answer carried no `extras.payload`. An answer without a `message` object is a
         *     failure to the portal. A message the patient sent (`from: patient`) is answered too, with
         *     the clinic's answer to it once there is one.
         */
        get: operations["getMessage"];
        /**
         * The patient's reply to a message, with its pictures.
         * @description The reply dialog (docs/messages.md#reply-dialog). Always `multipart/form-data`, with or
         *     without files (the spec's JSON form of the call is not made:
         *     docs/calls.md#calls-the-portal-does-not-make). The files are 10 MB in all
         *     (docs/messages.md#attachments); no fixed timeout, given up after 30 s in which no byte
         *     moved. On success the portal shows `extras.payload` in place of Reply (or reads the
         *     message again when there is none) and asks the navigation's count again; a refusal's text
         *     (`extras.message`, else `message`) is shown in the dialog.
         */
        put: operations["replyToMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new message from the patient to the medical office assistants.
         * @description docs/messages.md#new-message, docs/calls.md#contract-additions. The spec's call, with one
         *     addition: the `Idempotency-Key` header, so that a message sent again after a lost answer
         *     is stored once. The message is then in `GET /message/` as the patient's own (`from:
         *     patient`), until the clinic answers it. The portal reads only `success`; on a refusal or
         *     any failure it shows its own words ('message sent failed'), never the service's, and
         *     keeps the text.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sick-note/message/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The one message a mailed reply link answers, without a session.
         * @description The token reply page (docs/messages.md#token-reply-page). No session is needed (the portal
         *     sends a patient's token when one is logged in in the tab; the call ignores it). A
         *     refusal's text is shown, else 'This reply link is not valid.'; `extras.isReplied` true
         *     shows 'You have already responded to this message.'.
         */
        get: operations["getMessageByReplyLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sick-note/message/update-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The reply to the message a mailed reply link answers, without a session.
         * @description The token reply page (docs/messages.md#token-reply-page): the same form and rules as
         *     `PUT /message/{id}`. A refusal keeps the window open with its text (`extras.message`,
         *     else `message`); `extras.isReplied` true says the message was already answered. After a
         *     success the window closes itself 3 s later.
         */
        put: operations["replyByReplyLink"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/medical-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The patient's medical-information records, newest first, and the user.
         * @description docs/medical-info.md#confirm-medical-information and #medical-information-data. The first
         *     record is the current one, the rest history; an empty list gets the portal's empty
         *     template ('You have not added your medical information yet.'). The portal does not read
         *     `user` (it has the user from `GET /me`); the mock sends it, as the spec's answer does.
         */
        get: operations["getMedicalInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medicalinfo/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a new version of the patient's medical information.
         * @description Save on /medicalInfo/edit (docs/medical-info.md#medical-information-form). Every save is a
         *     new version (no `_id` is sent). The portal checks the rules first
         *     (docs/medical-info.md#medical-information-rules-and-messages), then reads the stored
         *     record back with `GET /medicalinfo/{id}`. A success without `_id` is a failure to the
         *     portal; a refusal shows 'Error occured', or the service's text for a 4xx.
         */
        post: operations["saveMedicalInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/medicalinfo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the patient's medical-information records, by id.
         * @description Made after every save, to read back the version just stored (the `_id` of
         *     `POST /medicalinfo/`), which becomes the current record
         *     (docs/calls.md#medical-information-calls). The record comes bare, without an envelope.
         */
        get: operations["getMedicalInfoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/icd/name/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Medical conditions (ICD-10 titles) whose name or code matches the text.
         * @description The other-condition search (docs/medical-info.md#other-searches): asked once the patient
         *     pauses typing (300 ms) with more than 3 characters; a newer search aborts the one before.
         *     No session is needed (the portal sends its token all the same). The portal shows `name`
         *     with `code` beside it and stores `{_id, name}` in `otherMedicalConditions`; an answer that
         *     is not a list counts as no match. The mock answers at most 20, best first.
         */
        get: operations["searchConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/drug/name/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Medications whose name or active ingredient matches the text.
         * @description The other-allergy search (docs/medical-info.md#other-searches), asked as the condition
         *     search is. No session is needed (the portal sends its token all the same). The portal
         *     shows `name` with `ingredient` beside it when they differ and stores `{_id, name}` in
         *     `otherAllergy`; it does not read `tcAhfs`, which the mock sends (the medication refill
         *     site's field). An answer that is not a list counts as no match. The mock answers at most
         *     20, best first.
         */
        get: operations["searchDrugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Success: {
            /** @constant */
            success: true;
        };
        /** @description A refusal with its text at the top level (the text is shown to the patient). */
        Refusal: {
            /** @constant */
            success: false;
            message: string;
        };
        /** @description A refusal with its text in `extras.message` (the text is shown to the patient). */
        RefusalInExtras: {
            /** @constant */
            success: false;
            extras: {
                message: string;
            };
        };
        TokenNotValid: {
            /** @constant */
            type: "tokenNotValid";
            /** @example Your session has expired. Please log in again. */
            message: string;
        };
        Blocked: {
            /** @constant */
            success: false;
            message: string;
            /** @description The same text as `message`; older clients read this name. */
            error: string;
        };
        BirthDate: {
            year: string;
            month: string;
            day: string;
        };
        CareCard: {
            number: string;
            province: string;
        };
        Pharmacy: {
            _id: string;
            name: string;
            address: {
                address: string;
            };
            fax: string;
            phone1: string;
        };
        AppointmentType: {
            code: string;
            /** @enum {unknown} */
            status: "enabled" | "disabled";
        };
        /** @enum {unknown} */
        Sex: "Male" | "Female" | "Other";
        User: {
            id: string;
            demographicNo: number;
            firstName: string;
            lastName: string;
            address: string;
            city: string;
            province: string;
            postal: string;
            phone: string;
            mobilePhone: string;
            internationalPhone: string;
            birthday: components["schemas"]["BirthDate"];
            careCard: components["schemas"]["CareCard"];
            sex: components["schemas"]["Sex"];
            email: string;
            country: string;
            preferredPharmacy: components["schemas"]["Pharmacy"] | null;
            familyDoc: boolean | null;
            isChanged: boolean;
            shouldUpdate: boolean;
            blocked: boolean;
            askmedBlocked: boolean;
            appVisibility?: string[];
            appointmentType?: components["schemas"]["AppointmentType"][];
        };
        SessionStarted: {
            /** @constant */
            success: true;
            extras: {
                accessToken: string;
            };
        };
        /** @description One of the patient's appointments (`Appointment` in src/api/types.ts). */
        AccountAppointment: {
            /** @description Unique and stable (the calendar file's UID). */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 on the clinic's clock with Vancouver's offset then (`-08:00` or `-07:00`).
             * @example 2026-12-03T10:15:00-07:00
             */
            start: string;
            /**
             * Format: date-time
             * @description As `start`; not before it.
             */
            end: string;
            /** @enum {unknown} */
            type: "familyMedicine" | "icbc" | "driversMedical";
            /** @enum {unknown} */
            mode: "inPerson" | "telephone";
            /** @description The doctor's name as the clinic writes it. */
            doctor: string;
            /** @enum {unknown} */
            status: "booked" | "completed" | "cancelled";
        };
        /**
         * @description The registration payload (`RegistrationPayload` in src/api/types.ts): text trimmed
         *     (passwords as typed), e-mails lowercased without spaces, the health card fields '' where
         *     not asked (outside Canada; the number with province 'Other'), and the home and mobile
         *     phones both in parts and joined.
         */
        AccountRegistration: {
            firstName: string;
            lastName: string;
            gender: components["schemas"]["Sex"];
            address: string;
            city: string;
            province: string;
            postal: string;
            phone1: string;
            phone2: string;
            phone3: string;
            mobilePhone1: string;
            mobilePhone2: string;
            mobilePhone3: string;
            /** @description The home phone's parts joined, digits only; '' when none. */
            phone: string;
            /** @description The mobile phone's parts joined, digits only; '' when none. */
            mobilePhone: string;
            internationalPhone: string;
            email: string;
            emailConfirm: string;
            password: string;
            passwordConfirm: string;
            healthCardProvince: string;
            healthCardNumber: string;
            healthCardNumberConfirm: string;
            country: string;
            birthDay: string;
            birthMonth: string;
            birthYear: string;
            /** @description The chosen pharmacy as `GET /pharmacy/all` listed it; the form requires one. */
            preferredPharmacy: components["schemas"]["Pharmacy"];
            /**
             * @description The form is not sent without the agreement ticked.
             * @constant
             */
            agreement: true;
            /** @description The reCAPTCHA answer. */
            recaptcha: string;
        };
        /** @description A database refusal as the service passes it on (`SysErrorReply` in src/api/types.ts). */
        AccountSysError: {
            sysError: {
                /** @example 11000 */
                code?: number;
                /** @description The duplicate key and its value, `email` for a duplicate e-mail. */
                keyValue?: {
                    [key: string]: unknown;
                };
                /** @description The index's keys; read by the portal, not sent by the mock. */
                keyPattern?: {
                    [key: string]: unknown;
                };
                /** @example E11000 duplicate key error collection: users index: email_1 dup key */
                message?: string;
            };
        };
        /** @description What a service without the call answers. */
        AccountNotFound: {
            message: string;
        };
        /**
         * @description The fees in dollars (`FeeConfig` in src/api/types.ts); every amount a number, 0 or more,
         *     or the portal distrusts the whole answer.
         */
        AccountFeeConfig: {
            SICK_NOTE: {
                MSP_ELIGIBLE: number;
                PRIVATE: number;
            };
            LAB_TEST: {
                MSP_ELIGIBLE: number;
                PRIVATE: number;
            };
            SCHOOL_WORK_FORM: {
                FIRST_PAGE: number;
                ADDITIONAL_PAGE: number;
                DISABILITY_FLAT_FEE: number;
            };
        };
        /**
         * @description The `report-uri` form (Firefox, Safari): one report, CSP Level 2's names. A CSP Level 2
         *     browser may send `violated-directive` without `effective-directive`; one of them is needed.
         */
        AccountCspReportUri: {
            "csp-report": {
                "document-uri": string;
                referrer?: string;
                "violated-directive"?: string;
                "effective-directive"?: string;
                "original-policy"?: string;
                /** @enum {unknown} */
                disposition?: "enforce" | "report";
                "blocked-uri"?: string;
                "status-code"?: number;
                "source-file"?: string;
                "line-number"?: number;
                "column-number"?: number;
                "script-sample"?: string;
            } | unknown | unknown;
        };
        /**
         * @description The Reporting API's form (`report-to`; Chromium): a batched list of reports of any type,
         *     of which those of type `csp-violation` are the policy's; the others are ignored.
         */
        AccountCspReportTo: ({
            /** @constant */
            type: "csp-violation";
            age?: number;
            url?: string;
            user_agent?: string;
            body: {
                documentURL: string;
                referrer?: string;
                blockedURL?: string;
                effectiveDirective: string;
                originalPolicy?: string;
                sourceFile?: string;
                sample?: string;
                /** @enum {unknown} */
                disposition?: "enforce" | "report";
                statusCode?: number;
                lineNumber?: number;
                columnNumber?: number;
            };
        } | {
            type: string;
        })[];
        /** @enum {unknown} */
        RequestSickNotePurpose: "work" | "school" | "workAndSchool";
        /**
         * @description The kind of form; a `disability` form is a flat fee and always one page.
         * @enum {unknown}
         */
        RequestFormType: "school" | "work" | "disability" | "insurance" | "other";
        /**
         * @description A sick-note request as the patient filled it in (trimmed reason; days in the clinic's
         *     calendar).
         */
        RequestSickNote: {
            /** @constant */
            formType: "sick-note";
            timeOffIsFor: components["schemas"]["RequestSickNotePurpose"];
            timeOffReason: string;
            /**
             * Format: date
             * @description From 60 days ago to tomorrow.
             */
            startTimeOff: string;
            /**
             * Format: date
             * @description From the start to 6 days after it.
             */
            endOfTimeOff: string;
            isAgreed: boolean;
        };
        /** @description A form request as the patient filled it in (trimmed details). */
        RequestForm: {
            /** @constant */
            formType: "school-work-form";
            /** @description Sent when the patient changes a form saved earlier and not yet paid. */
            formId?: string;
            timeOffIsFor: components["schemas"]["RequestFormType"];
            /** @description The form's details. */
            timeOffReason: string;
            /** @description 1 for a disability form. */
            pageCount: number;
            /** @description No page asks for it yet, so the portal sends ''. */
            organization: string;
            isAgreed: boolean;
        };
        RequestSickNoteValid: {
            /** @constant */
            success: true;
            extras: {
                /** @description A B.C. card with a valid number, billed to MSP; otherwise the private price. */
                isBCServiceValid: boolean;
            };
        };
        RequestFormValid: {
            /** @constant */
            success: true;
            extras: {
                /** @description Dollars, GST included; the payment page's total. */
                calculatedPrice: number;
                /** @description Not MSP-eligible; forms cost the same either way. */
                isPrivate: boolean;
            };
        };
        RequestFormSaved: {
            /** @constant */
            success: true;
            formId: string;
            /** @description The form's own token (the upload by token, the confirmation without a session). */
            accessToken: string;
        };
        /** @description A refusal with its text in `error` (shown to the patient). */
        RequestSaveRefused: {
            /** @constant */
            success: false;
            error: string;
        };
        /** @description A sick note's request, in full. */
        ChargeSickNote: {
            /** @constant */
            formType: "sick-note";
            formId: null;
            timeOffIsFor: components["schemas"]["RequestSickNotePurpose"];
            timeOffReason: string;
            /** Format: date */
            startTimeOff: string;
            /** Format: date */
            endOfTimeOff: string;
            isAgreed: boolean;
        };
        /** @description A saved form's request, in full; the service charges the saved form's price. */
        ChargeForm: {
            /** @constant */
            formType: "school-work-form";
            formId: string;
            timeOffIsFor: components["schemas"]["RequestFormType"];
            timeOffReason: string;
            pageCount: number;
            organization: string;
            isAgreed: boolean;
        };
        /**
         * @description On a confirmation when the tab no longer holds the request (the payment intent already
         *     carries it): its kind, and the form's id when known.
         */
        ChargeRequestRef: {
            /** @enum {unknown} */
            formType: "sick-note" | "school-work-form";
            formId: string | null;
        };
        /** @description A new charge with a card method created with the card provider. */
        ChargeByCard: {
            payment_method_id: string;
            sickNote: components["schemas"]["ChargeSickNote"] | components["schemas"]["ChargeForm"];
        };
        /** @description The confirmation of a payment intent after the bank's check (in place or on the bank's page). */
        ChargeConfirm: {
            payment_intent_id: string;
            sickNote: components["schemas"]["ChargeSickNote"] | components["schemas"]["ChargeForm"] | components["schemas"]["ChargeRequestRef"];
        };
        /**
         * @description Paid. A form's answer names the form (`formId`, `accessToken`) at the top and in
         *     `extras`; the portal reads the top first and goes on to its upload page, by the token
         *     when there is one. A sick note's names neither. A form id is at most 24 characters: the
         *     portal takes a longer identifier for an access token (docs/requests.md#charge-answers).
         *     The receipt's facts (`paymentIntentId`, `amount`, `paidAt`) are the portal's addition and
         *     optional (docs/calls.md#contract-additions); the mock clinic always sends them.
         */
        ChargeSucceeded: {
            /** @constant */
            success: true;
            formId?: string;
            accessToken?: string;
            extras: {
                /**
                 * @description Not read on a success.
                 * @example Payment successful
                 */
                message: string;
                formId?: string;
                accessToken?: string;
                /** @description The receipt's payment reference (never the client secret). */
                paymentIntentId?: string;
                /** @description The dollars charged, GST included (the receipt's amount). */
                amount?: number;
                /**
                 * Format: date-time
                 * @description When the charge was made (the receipt's time); the receipt uses the answer's arrival
                 *     when null.
                 */
                paidAt?: string | null;
            };
        };
        /**
         * @description The bank's check is needed. With `redirect_to_url` the browser goes to the bank's page
         *     (followed only over https:) and comes back to the success route; with `use_stripe_sdk`
         *     the card provider's frame asks in place with the client secret, then the portal confirms.
         */
        ChargeRequiresAction: {
            /** @constant */
            requires_action: true;
            /** @description Stripe's shape, `{payment intent id}_secret_…`; never kept by the portal. */
            payment_intent_client_secret: string;
            next_action: {
                /** @constant */
                type: "redirect_to_url";
                redirect_to_url: {
                    /**
                     * Format: uri
                     * @description The bank's page; the portal follows only an https address.
                     */
                    url: string;
                    /**
                     * Format: uri
                     * @description The portal's success route; not read by the portal.
                     */
                    return_url: string;
                };
            } | {
                /** @constant */
                type: "use_stripe_sdk";
            };
        };
        /**
         * @description Nothing was charged; the text in `error` is shown under the card field (or on the success
         *     route).
         */
        ChargeRefused: {
            /** @constant */
            success: false;
            /** @example Your card was declined. */
            error: string;
        };
        /** @description A saved form as the upload page reads it. */
        UploadForm: {
            formId: string;
            accessToken: string;
            paymentComplete: boolean;
            /** @description The records system has the documents (the page shows 'Form Already Processed'). */
            uploadedToOscar: boolean;
            /** @description Files are stored but not yet submitted (the page offers only 'Complete Submission'). */
            filesUploaded: boolean;
            timeOffIsFor: components["schemas"]["RequestFormType"];
            /**
             * Format: date-time
             * @description When the form was paid; null before.
             */
            submittedDate: string | null;
        };
        UploadFormFound: {
            /** @constant */
            success: true;
            form: components["schemas"]["UploadForm"];
        };
        UploadFilesStored: {
            /** @constant */
            success: true;
            /**
             * @description Not read.
             * @example Files uploaded successfully.
             */
            message: string;
            /** @description The form's access token; not read (the page already names the form). */
            accessToken: string;
        };
        UploadSubmitted: {
            /** @constant */
            success: true;
            /**
             * @description The records system already had the form; counts as done.
             * @constant
             */
            alreadyProcessed?: true;
        };
        /** @description The text in `error` is for staff; the page shows its own. */
        UploadSubmissionRefused: {
            /** @constant */
            success: false;
            error: string;
        };
        RecordFile: {
            id: string;
            /** @description The name the file is saved under. */
            fileName: string;
            /** @description Spent ('Already downloaded'); else it has a Download button. */
            isDownloaded: boolean;
        };
        RecordFiles: {
            /** @constant */
            success: true;
            payload: components["schemas"]["RecordFile"][];
        };
        SickNoteCheckValid: {
            /** @constant */
            success: true;
            /**
             * @description Not read; the page says it in its own words.
             * @example Sick note is valid and verified.
             */
            message: string;
            sickNote: {
                id: string;
                user: {
                    firstName: string;
                    lastName: string;
                };
                /** Format: date */
                startTimeOff: string;
                /** Format: date */
                endOfTimeOff: string;
            };
        };
        /** @description A file the patient attached to a reply, as the service lists it. */
        MessagesFile: {
            _id: string;
            fileName: string;
            /** @description Bytes. */
            size: number;
            /** @description The media type the browser gave the file (may be empty). */
            contentType: string;
        };
        /**
         * @description A message from the clinic's medical office assistants (`isMOA`) or a doctor, and the
         *     patient's reply (docs/messages.md#message-data). It counts as replied with `repliedAt`
         *     and `repliedMessage`, or `isReplied`.
         *
         *     Or the patient's own message to the medical office assistants (`from: patient`, `isMOA`
         *     false, `requestImage` false, `files` empty; a contract addition,
         *     docs/calls.md#contract-additions): then `repliedMessage`, `repliedAt` and `isReplied` are
         *     the clinic's answer to it (null, null and false while it waits: sent; set once staff
         *     answer it: answered). It never awaits the patient's reply.
         */
        MessagesMessage: {
            _id: string;
            /** @description Plain text; only https links to the clinic's own hosts become links. */
            message: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            repliedAt: string | null;
            /** @description The patient's reply; on the patient's own message, the clinic's answer. */
            repliedMessage: string | null;
            /**
             * @description The sender as the clinic names it; the portal labels the clinic's sender by `isMOA`.
             *     Exactly `patient` on the patient's own message (src/lib/messageSender.ts).
             * @example Medical office assistant
             * @example Doctor
             * @example patient
             */
            from: string;
            /**
             * @description From a medical office assistant; else from a doctor. False on the patient's own
             *     message.
             */
            isMOA: boolean;
            /** @description The clinic asks for a picture; the reply then needs a file in `file1`. */
            requestImage: boolean;
            /**
             * @description The reply's files (empty until replied, or a reply without files; always empty on the
             *     patient's own message).
             */
            files: components["schemas"]["MessagesFile"][];
            isReplied: boolean;
        };
        /** @description The reply is stored; `extras.payload` is the message as it now stands. */
        MessagesReplied: {
            /** @constant */
            success: true;
            extras: {
                /** @constant */
                isReplied: true;
                payload: components["schemas"]["MessagesMessage"];
            };
        };
        /**
         * @description A reply by link refused, its text in `extras.message`. A refusal of the reply itself says
         *     whether the message was already replied to (`isReplied`: 'You have already responded to
         *     this message.'); an unknown link's refusal has no `isReplied`.
         */
        MessagesReplyRefused: {
            /** @constant */
            success: false;
            extras: {
                message: string;
                isReplied?: boolean;
            };
        };
        /**
         * @description An entry of an 'Other' list: a search result's `_id` and `name`, or typed by the patient
         *     (`_id` then `typed:` and the name in lower case).
         */
        MedicalInfoNamedItem: {
            _id: string;
            name: string;
        };
        /**
         * @description Drinks per week on average (docs/medical-info.md#medical-information-form).
         * @enum {unknown}
         */
        MedicalInfoAlcohol: "No" | "1 to 7" | "8 to 14" | "15 or more";
        /** @enum {unknown} */
        MedicalInfoSmoking: "No" | "Less than 1 pack per day" | "1 to 2 packs per day" | "More than 2 packs per day";
        /**
         * @description The record as the portal saves it (docs/medical-info.md#medical-information-data). The
         *     choice lists hold the English choice names of docs/medical-info.md#medical-information-form
         *     (a value of an older version of the form, loaded from the record, is sent back as it was);
         *     each 'Other' list is null until 'Other' is ticked, and a group answered 'No' has empty
         *     lists and a null 'Other'. The rules of
         *     docs/medical-info.md#medical-information-rules-and-messages hold: each group is answered,
         *     a ticked 'Other' is not empty, alcohol and smoking are answered.
         */
        MedicalInfoSent: {
            /** @description The user's id. */
            Person: string;
            /** @description The user's sex, copied on save (the service keeps the one on file). */
            Sex: components["schemas"]["Sex"];
            NoMedicalCondition: boolean;
            MedicalConditions: string[];
            otherMedicalConditions: components["schemas"]["MedicalInfoNamedItem"][] | null;
            NoSurgery: boolean;
            Surgeries: string[];
            otherSurgery: string[] | null;
            NoAllergy: boolean;
            AllergyToMedication: string[];
            otherAllergy: components["schemas"]["MedicalInfoNamedItem"][] | null;
            MedicationsCurrentlyTaken: string;
            supplements: string;
            otherItems: string;
            AlcoholHistory: components["schemas"]["MedicalInfoAlcohol"];
            SmokingHistory: components["schemas"]["MedicalInfoSmoking"];
            /** @description The preferred pharmacy's `_id` (the record's own when the user has none). */
            defaultPharmacy: string | null;
            /**
             * @description Always empty; the service stamps the stored version.
             * @constant
             */
            CreatedAt: "";
        };
        /**
         * @description A stored version of the record: as sent, with its `_id`, the sex on file and the time it
         *     was stored. An empty `AlcoholHistory` or `SmokingHistory` is shown as not answered.
         */
        MedicalInfoStored: {
            _id: string;
            Person: string;
            Sex: components["schemas"]["Sex"];
            NoMedicalCondition: boolean;
            MedicalConditions: string[];
            otherMedicalConditions: components["schemas"]["MedicalInfoNamedItem"][] | null;
            NoSurgery: boolean;
            Surgeries: string[];
            otherSurgery: string[] | null;
            NoAllergy: boolean;
            AllergyToMedication: string[];
            otherAllergy: components["schemas"]["MedicalInfoNamedItem"][] | null;
            MedicationsCurrentlyTaken: string;
            supplements: string;
            otherItems: string;
            AlcoholHistory: components["schemas"]["MedicalInfoAlcohol"] | "";
            SmokingHistory: components["schemas"]["MedicalInfoSmoking"] | "";
            defaultPharmacy: string | null;
            /**
             * Format: date-time
             * @description When this version was stored; shown as the record's last update.
             */
            CreatedAt: string;
        };
        MedicalInfoIcdCondition: {
            _id: string;
            /**
             * @description The ICD-10-CM code, shown beside the name.
             * @example J45.909
             */
            code: string;
            name: string;
        };
        MedicalInfoDrug: {
            _id: string;
            name: string;
            /** @description The active ingredient, shown beside the name when it differs. */
            ingredient: string;
            /**
             * @description The AHFS therapeutic class; not read by the portal.
             * @example 8:12.16.08
             */
            tcAhfs: string;
        };
    };
    responses: {
        /** @description No live session for the token (none, ended, idle 5 minutes, or 12 hours old). */
        TokenNotValid: {
            headers: {
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TokenNotValid"];
            };
        };
        /** @description The service failed. The portal shows its own words, never this body. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": Record<string, never>;
            };
        };
        /** @description A blocked account asked to start or pay for a service. */
        Blocked: {
            headers: {
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Blocked"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Every JSON answer; health details and tokens are kept by no browser or proxy. */
        NoStore: "no-store";
        /**
         * @description Sent on every answer by a test instance, never by the clinic's production service.
         *     `npm run contract:check` sends its writes (a login, a crash report, a message asking to be
         *     ignored, the logout) only when every answer it has had carries it. Named on
         *     `GET /config/fees`, the first call the check makes; a test instance sends it on all.
         */
        TestInstance: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    method: "email";
                    email: string;
                    password: string;
                    /** @description The reCAPTCHA answer. */
                    recaptcha: string;
                };
            };
        };
        responses: {
            /** @description Logged in, or refused (`success` false, the text in `extras.message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    /** @description The refresh cookie `clinic_refresh` (HttpOnly, Secure, SameSite=Strict), on success. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStarted"] | components["schemas"]["RefusalInExtras"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The session's token; the call counts as one of the session's. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStarted"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patient. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sex: components["schemas"]["Sex"];
                    address: string;
                    city: string;
                    province: string;
                    postal: string;
                    country: string;
                    /** @description Digits only (the field's dashes removed); '' when none. */
                    mobilePhone: string;
                    /** @description Digits only (the field's dashes removed); '' when none. */
                    phone: string;
                    /** @description As typed; '' when none. */
                    internationalPhone: string;
                    /**
                     * @description The chosen pharmacy as `GET /pharmacy/all` listed it (the service looks it up
                     *     by `_id`); null for a patient who never had one and chose none.
                     */
                    preferredPharmacy: components["schemas"]["Pharmacy"] | null;
                    /** @description Whether the patient has a family doctor; null while unanswered. */
                    familyDoc: boolean | null;
                };
            };
        };
        responses: {
            /**
             * @description The updated patient. The portal takes any answer without `email` and `birthday` as a
             *     refusal and shows its `message` (or its own words).
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The update is refused; `message` is shown to the patient. */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    shouldUpdate: false;
                    hasFamilyDoc: boolean;
                };
            };
        };
        responses: {
            /** @description The updated patient (taken as a refusal when it lacks `email` and `birthday`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAppointments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointments (an empty list when there are none). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras: {
                            payload: components["schemas"]["AccountAppointment"][];
                        };
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountRegistration"];
            };
        };
        responses: {
            /** @description Registered (a confirmation e-mail is sent), or refused (`success` false, the text in `extras.message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras?: {
                            /** @description Sent by the service; the portal does not read it. */
                            message: string;
                        };
                    } | components["schemas"]["RefusalInExtras"];
                };
            };
            /**
             * @description The database's own refusal, raw: an account with this e-mail exists (MongoDB E11000 on
             *     the `email` key). The portal tells a duplicate e-mail by `keyValue.email`,
             *     `keyPattern.email`, or code 11000 with 'email' in `message`; it names any other
             *     `sysError` with the generic handler's words.
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSysError"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPharmacies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every pharmacy. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pharmacy"][];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMyPharmacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferred pharmacy, or null. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pharmacy: components["schemas"]["Pharmacy"] | null;
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    addPreferredPharmacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The patient's, from `GET /me`. */
                    demographicNo: number;
                    pharmacy: components["schemas"]["Pharmacy"];
                };
            };
        };
        responses: {
            /** @description Saved (the pharmacy as stored), or refused (`success` false, the text in `extras.message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras: {
                            /** @description The patient's preferred pharmacy now (the portal keeps it; without it, the one it sent). */
                            payload: components["schemas"]["Pharmacy"];
                        };
                    } | components["schemas"]["RefusalInExtras"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateRecoveryIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lowercased, without spaces. */
                    email: string;
                    birthDay: string;
                    birthMonth: string;
                    birthYear: string;
                    /** @description The health card number; '' when not given (then not compared). */
                    hin: string;
                    /** @description The reCAPTCHA answer. */
                    recaptcha: string;
                };
            };
        };
        responses: {
            /** @description Identified, or refused (`success` false, the text in `message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lowercased, without spaces. */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Mailed, or refused (`success` false, the text in `message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lowercased, without spaces. */
                    email: string;
                    /** @description The mailed 6-digit code, trimmed. */
                    code: string;
                    /** @description The new password, as typed. */
                    password: string;
                } | {
                    /** @description The logged-in patient's, from `GET /me`. */
                    email: string;
                    /** @description The new password, as typed. */
                    password: string;
                    currentPassword: string;
                    /** @constant */
                    manualReset: true;
                };
            };
        };
        responses: {
            /** @description Changed, or refused (`success` false, the text in `message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] | components["schemas"]["Refusal"];
                };
            };
            /** @description The change-password shape (`manualReset`) without a live session. */
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    loginWithLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's token, trimmed and URL-encoded. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged in, or refused (`success` false, the text in `extras.message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    /** @description The refresh cookie `clinic_refresh` (HttpOnly, Secure, SameSite=Strict), on success. */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStarted"] | components["schemas"]["RefusalInExtras"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Logged out (always). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    /** @description Clears the refresh cookie (`clinic_refresh=; Max-Age=0`). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    askHandoffCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    site: "medication" | "labTest" | "booking";
                };
            };
        };
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras: {
                            /**
                             * @description Opaque, safe in a path segment, at least 128 random bits (the mock's:
                             *     64 hex digits). The portal refuses an empty code, '.' or '..'.
                             */
                            code: string;
                            /**
                             * @description Seconds the code works; the portal does not read it.
                             * @constant
                             */
                            expiresIn: 60;
                        };
                    };
                };
            };
            /** @description An unknown `site`. */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Unknown site."
                     *     }
                     */
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /**
             * @description A service without this call (the mock's `failNext('POST', '/auth/handoff', '404')`):
             *     the portal then puts the session token in the address, as the spec's links do. No
             *     other answer makes it do so.
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNotFound"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    redeemHandoffCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The sister site's own secret, issued by the clinic; it names the site. */
                "x-site-key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code from the `/auth/{code}` address the patient arrived at. */
                    code: string;
                };
            };
        };
        responses: {
            /**
             * @description A session of the patient's for the key's site (not the portal's), with the same
             *     lifetimes; the site sends it as `x-auth-token` and ends it with `POST /logout`.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras: {
                            accessToken: string;
                            /** @enum {unknown} */
                            site: "medication" | "labTest" | "booking";
                        };
                    };
                };
            };
            /**
             * @description An unknown, used, late or other site's code, or one whose session has ended: one
             *     answer for every reason.
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "This code is not valid or has expired."
                     *     }
                     */
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description No known site key; nothing is spent. */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "message": "Unknown site key."
                     *     }
                     */
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getFeeConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fee config. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Clinic-Test-Instance": components["headers"]["TestInstance"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountFeeConfig"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The announcement's lines (an empty list for none). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        value: string[];
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getClinicSystemStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: boolean;
                    };
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveClientError: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The error's name and message, without queries and link tokens. */
                    err: string;
                    /** Format: date-time */
                    date: string;
                    /** @description The page's path (its token removed), the stack, the component stack. */
                    details: string;
                };
            };
        };
        responses: {
            /** @description Kept. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    receiveCspReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/csp-report": components["schemas"]["AccountCspReportUri"];
                "application/reports+json": components["schemas"]["AccountCspReportTo"];
            };
        };
        responses: {
            /** @description Received (reports of other types in a list are ignored, not refused). No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body that is neither form (a report without its page address or directive). No body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A body over 64 KB. No body. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Another `Content-Type`. No body. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateSickNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestSickNote"];
            };
        };
        responses: {
            /** @description Valid, with the card's eligibility; or refused (`success` false, the text in `message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestSickNoteValid"] | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    validateSchoolWorkForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestForm"];
            };
        };
        responses: {
            /** @description Valid, with the price; or refused (`success` false, the text in `message`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestFormValid"] | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveSchoolWorkForm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestForm"];
            };
        };
        responses: {
            /**
             * @description Saved; or refused (`success` false, the text in `error`): the form is not valid, or
             *     the form named by `formId` is already paid.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestFormSaved"] | components["schemas"]["RequestSaveRefused"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /** @description The `formId` sent names no form of this patient's ('Form not found.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestSaveRefused"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    chargeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per payment attempt, kept with the request's draft: the same on every retry,
                 *     after a reload or the bank's page, and on the confirmation. A repeated key (for the
                 *     same account) answers the first call's outcome and charges nothing more. A UUID, or
                 *     32 hex digits where the browser has no `randomUUID`; sent whenever the tab holds the
                 *     attempt's key (always on the payment page).
                 */
                "Idempotency-Key"?: string;
                /**
                 * @description The paid form's own access token when no session exists (back from the bank's page
                 *     after the session ended); otherwise the session's token, as on every call.
                 */
                "x-access-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeByCard"] | components["schemas"]["ChargeConfirm"];
            };
        };
        responses: {
            /**
             * @description Paid; the bank's check is needed (a redirect to its page, or in place); or refused
             *     with nothing charged (`success` false, the text in `error`: a declined card, a failed
             *     or unfinished bank check, a request the service refuses, a form already paid).
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeSucceeded"] | components["schemas"]["ChargeRequiresAction"] | components["schemas"]["ChargeRefused"];
                };
            };
            /**
             * @description The card method is unknown, or another account's ('No such payment method.'); the key
             *     stays unused.
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRefused"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            /**
             * @description A blocked account. The text is in `error` only (not in `message`, as the other calls'
             *     `Blocked` answer has it); the portal shows it under the card field.
             */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRefused"];
                };
            };
            /**
             * @description The payment intent is unknown or not this caller's ('No such payment intent.'), or
             *     the form to pay is not this patient's ('Form not found.').
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRefused"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSchoolWorkForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The form's id (`formId`, at most 24 characters). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadFormFound"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            /**
             * @description No such form of this patient's ('Form not found.'); another patient's form answers the
             *     same.
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getSchoolWorkFormByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The form's own access token (longer than 24 characters), from the save or the mailed
                 *     link.
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadFormFound"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            /**
             * @description No such form of this patient's ('Form not found.'); another patient's form answers the
             *     same.
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadSchoolWorkFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    formId: string;
                    /**
                     * @description The documents, each a part named `files` (at least one, at most 3, 10 MB in all;
                     *     PDF, JPG or PNG, judged by name, declared type and first bytes).
                     */
                    files: string[];
                };
            };
        };
        responses: {
            /** @description The files are stored. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadFilesStored"];
                };
            };
            /**
             * @description Refused, the text in `message` (shown to the patient): the form is not paid or already
             *     processed, or the files break a rule (none, more than 3, over 10 MB, HEIC, another type).
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /**
             * @description No such form of this patient's ('Form not found.'); another patient's form answers the
             *     same.
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    uploadSchoolWorkFilesByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The form's own access token (longer than 24 characters), from the save or the mailed
                 *     link.
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description The documents, each a part named `files` (at least one, at most 3, 10 MB in all;
                     *     PDF, JPG or PNG, judged by name, declared type and first bytes).
                     */
                    files: string[];
                };
            };
        };
        responses: {
            /** @description The files are stored. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadFilesStored"];
                };
            };
            /**
             * @description Refused, the text in `message` (shown to the patient): the form is not paid or already
             *     processed, or the files break a rule (none, more than 3, over 10 MB, HEIC, another type).
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /**
             * @description No such form of this patient's ('Form not found.'); another patient's form answers the
             *     same.
             */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeOscarSubmission: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    formId: string;
                };
            };
        };
        responses: {
            /**
             * @description Sent to the records system; or it already had the form (`alreadyProcessed`), which
             *     counts as done.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmitted"];
                };
            };
            /** @description No files were uploaded for the form ('No files have been uploaded for this form.'). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /** @description No such form of this patient's ('Form not found.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            /** @description The clinic's records system is offline; nothing was sent. The page offers Try Again. */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    completeOscarSubmissionByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The form's own access token (longer than 24 characters), from the save or the mailed
                 *     link.
                 */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /**
             * @description Sent to the records system; or it already had the form (`alreadyProcessed`), which
             *     counts as done.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmitted"];
                };
            };
            /** @description No files were uploaded for the form ('No files have been uploaded for this form.'). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            403: components["responses"]["Blocked"];
            /** @description No such form of this patient's ('Form not found.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            /** @description The clinic's records system is offline; nothing was sent. The page offers Try Again. */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSubmissionRefused"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkRecordLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The records link's token, from the clinic's e-mail. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Usable; or refused (`success` false, the text in `message`) for an unknown or locked
             *     link.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    verifyRecordBirthDate: {
        parameters: {
            query: {
                year: string;
                month: string;
                day: string;
                /** @description The link's token. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The files; or refused (`success` false, the text in `message`): an unknown or locked
             *     link, a date missing, or a wrong date.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordFiles"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    downloadRecordFile: {
        parameters: {
            query: {
                /** @description The link's token. */
                token: string;
            };
            header?: never;
            path: {
                /** @description The file's `id`, from the file list. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description The file is kept by no browser or proxy. */
                    "Cache-Control": "no-store";
                    /** @description The file's size in bytes (the portal's progress in percent). */
                    "Content-Length": number;
                    /**
                     * @description `attachment`, with an ASCII `filename` and the exact name in `filename*` (RFC 6266).
                     *     The portal does not read it: it saves under the list's `fileName`.
                     */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The link is locked, or its date of birth was not confirmed ('Please confirm your date
             *     of birth first.').
             */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description No such file of a link with this token ('This link is not valid or has expired.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description The file is spent ('This file has already been downloaded.'). */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    confirmRecordReceived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's `id`, from the file list. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The link's token. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description The file is listed as downloaded. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description The link is locked, or its date of birth was not confirmed. */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            /** @description No such file of a link with this token ('This link is not valid or has expired.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    checkSickNoteById: {
        parameters: {
            query: {
                firstName: string;
                lastName: string;
                startDate: string;
                endDate: string;
                /** @description The reCAPTCHA answer, good for one check. */
                recaptcha: string;
            };
            header?: never;
            path: {
                /** @description The sick note's id as printed (SN-…). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description Valid, with the note; or refused (`success` false, the text in `message`): no bot
             *     check, a field missing, or no note matches.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SickNoteCheckValid"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    listMessages: {
        parameters: {
            query: {
                /** @description Messages a page; the portal always asks 15. The mock holds it to 1..100. */
                limit: number;
                /** @description Messages before the page, newest first (0, 15, 30, …). */
                skip: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, and how many messages the patient has in all (both kinds). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        messages: components["schemas"]["MessagesMessage"][];
                        /**
                         * @description Every message of the patient, the clinic's and the patient's own. Without
                         *     it the portal shows Next while a page is full, and the fallback count is a
                         *     lower bound ('n+').
                         */
                        total?: number;
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    countMessagesAwaitingReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The count: the clinic's messages not replied to, by the list's rule (the patient's own
             *     messages never await the patient's reply and are not counted).
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        count: number;
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message, under `message`. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: components["schemas"]["MessagesMessage"];
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            /** @description No message of this patient has the id ('Message not found.'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    replyToMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's `_id`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Trimmed, never empty; at most 400 UTF-16 units. */
                    message: string;
                    /**
                     * @description The first picker's files, each a part of this name with its file name; at
                     *     least one when the message has `requestImage`.
                     */
                    file1?: (string)[];
                    /** @description The second picker's files. */
                    file2?: (string)[];
                    /** @description The third picker's files. */
                    file3?: (string)[];
                };
            };
        };
        responses: {
            /**
             * @description Replied (the message as it now stands), or refused with the text in `extras.message`:
             *     an unknown message ('Message not found.'; so is the patient's own message, which the
             *     patient does not reply to but follows with a new one), one already replied to, an
             *     empty or too long text, no picture where one was asked for, more than 3 files in a
             *     picker, a HEIC picture or another kind not accepted.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesReplied"] | components["schemas"]["RefusalInExtras"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per message the patient sends: the same on every retry of that message (a lost
                 *     answer, a 5xx, a timeout). A repeated key (for the same account) answers the first
                 *     call's outcome (`success` true) and stores nothing more. A call refused (an empty or
                 *     too long text) leaves the key unused; another account's same key is another key. A
                 *     UUID, or 32 hex digits where the browser has no `randomUUID`; the portal always sends
                 *     it.
                 */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trimmed, never empty; at most 200 UTF-16 units. */
                    message: string;
                };
            };
        };
        responses: {
            /**
             * @description Sent (`message` holds the success text, which the portal does not read: it shows its
             *     own), or refused with the text in `message` (empty, or longer than 200 characters). A
             *     repeated `Idempotency-Key` answers the first call's success again.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @example Your message was successfully sent to our medical office assistants */
                        message?: string;
                    } | components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMessageByReplyLink: {
        parameters: {
            query: {
                /** @description The reply link's token, from the mailed address /message-reply?token=…. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The message and whether it was replied to, or refused (an unknown or spent link: 'This
             *     link is not valid or has expired.').
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        extras: {
                            isReplied: boolean;
                            payload: components["schemas"]["MessagesMessage"];
                        };
                    } | components["schemas"]["RefusalInExtras"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    replyByReplyLink: {
        parameters: {
            query: {
                /** @description The reply link's token, from the mailed address /message-reply?token=…. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Trimmed, never empty; at most 400 UTF-16 units. */
                    message: string;
                    /**
                     * @description The first picker's files, each a part of this name with its file name; at
                     *     least one when the message has `requestImage`.
                     */
                    file1?: (string)[];
                    /** @description The second picker's files. */
                    file2?: (string)[];
                    /** @description The third picker's files. */
                    file3?: (string)[];
                };
            };
        };
        responses: {
            /**
             * @description Replied (the message as it now stands), or refused with the text in `extras.message`:
             *     an unknown or spent link ('This link is not valid or has expired.', without
             *     `isReplied`), or the reply itself (the rules of `PUT /message/{id}`), with
             *     `isReplied`.
             */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesReplied"] | components["schemas"]["MessagesReplyRefused"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMedicalInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records (possibly none) and the user. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        medicalInfo: components["schemas"]["MedicalInfoStored"][];
                        user: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["TokenNotValid"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    saveMedicalInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedicalInfoSent"];
            };
        };
        responses: {
            /** @description Stored; the new version's id. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        _id: string;
                    };
                };
            };
            /**
             * @description A field of the wrong type or an unknown alcohol or smoking answer ('Invalid medical
             *     information'), or a broken rule (its text, as docs/medical-info.md words it).
             */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            /**
             * @description A blocked account (the blocked text in `message` and `error`), or a record for another
             *     person ('You are not allowed to save medical information for another person').
             */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blocked"] | components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    getMedicalInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `_id` (URI-encoded and trimmed by the portal). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalInfoStored"];
                };
            };
            401: components["responses"]["TokenNotValid"];
            /** @description No record of this patient has the id ('Medical information not found'). */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchConditions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The typed text, trimmed and URI-encoded; more than 3 characters. */
                text: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, best first (possibly none). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalInfoIcdCondition"][];
                };
            };
            /** @description A text of 3 characters or fewer ('Search text must be longer than 3 characters'). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
    searchDrugs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The typed text, trimmed and URI-encoded; more than 3 characters. */
                text: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, best first (possibly none). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalInfoDrug"][];
                };
            };
            /** @description A text of 3 characters or fewer ('Search text must be longer than 3 characters'). */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refusal"];
                };
            };
            "5XX": components["responses"]["ServerError"];
        };
    };
}
