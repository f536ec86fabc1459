/**
 * Lua scripts that keep the clock check and the write in one atomic step. Values are stored as
 * JSON `{"v": value, "e": expiresAtMs}` (no `e` = no expiry); `e` is judged against the
 * injectable clock passed in ARGV, the native PX expiry is only a backstop.
 */

/** KEYS[1] counter; ARGV now, ttlMs (-1 none), backstopMs. Returns the new count. */
export const INCREMENT = `
local raw = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local count = 0
local expires = nil
if raw then
  local ok, data = pcall(cjson.decode, raw)
  if ok and type(data) == 'table' and (data.e == nil or data.e > now) then
    count = tonumber(data.v) or 0
    expires = data.e
  end
end
count = count + 1
if expires == nil and ttl >= 0 then expires = now + ttl end
local encoded
if expires == nil then
  encoded = '{"v":' .. count .. '}'
  redis.call('SET', KEYS[1], encoded)
else
  encoded = string.format('{"v":%d,"e":%d}', count, expires)
  redis.call('SET', KEYS[1], encoded, 'PX', math.max(1, expires - now) + tonumber(ARGV[3]))
end
return count
`;

/** KEYS[1] lock key; ARGV owner, now, ttlMs, backstopMs. Returns 1 when acquired. */
export const ACQUIRE = `
local raw = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[2])
if raw then
  local ok, data = pcall(cjson.decode, raw)
  if ok and type(data) == 'table' and (data.e == nil or data.e > now) then return 0 end
end
local expires = now + tonumber(ARGV[3])
redis.call('SET', KEYS[1], string.format('{"v":"%s","e":%d}', ARGV[1], expires), 'PX', tonumber(ARGV[3]) + tonumber(ARGV[4]))
return 1
`;

/** KEYS[1] lock key; ARGV owner. Deletes the lock only when this owner still holds it. */
export const RELEASE = `
local raw = redis.call('GET', KEYS[1])
if not raw then return 0 end
local ok, data = pcall(cjson.decode, raw)
if ok and type(data) == 'table' and data.v == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;
