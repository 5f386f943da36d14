-- wrk script of bench/run.ts for a request list: it sends the requests listed in the file named
-- by its argument in turn (one a line: METHOD, a tab, PATH, and optionally a tab and a Cookie
-- value, and a tab and a JSON body), so member calls rotate among many members and thanks never
-- repeat a (member, compliment) pair. At the end it prints the run's numbers as one JSON line
-- (report.lua).
local list = {}
local index = 0

function init(args)
  local file = args[1]
  if file == nil then return end
  for line in io.lines(file) do
    local fields = {}
    for field in (line .. "\t"):gmatch("([^\t]*)\t") do fields[#fields + 1] = field end
    local method, path = fields[1], fields[2]
    local cookie, body = fields[3] or "", fields[4] or ""
    if method ~= nil and method ~= "" and path ~= nil and path ~= "" then
      local headers = {}
      if cookie ~= "" then headers["Cookie"] = cookie end
      local payload = nil
      if body ~= "" then
        headers["Content-Type"] = "application/json"
        payload = body
      end
      list[#list + 1] = wrk.format(method, path, headers, payload)
    end
  end
end

function request()
  index = index % #list + 1
  return list[index]
end

dofile(os.getenv("KINDLY_BENCH_DIR") .. "/report.lua")
