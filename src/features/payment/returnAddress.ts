/**
 * The payment provider's return address (/main/payment/finish, its Finish, Unfinish and
 * Error redirects) names the order by its `order_id`: the order's alias. Its own
 * `transaction_status` and `status_code` are never read: anybody can type them.
 */
export const ORDER_ID_PARAM = 'order_id';
