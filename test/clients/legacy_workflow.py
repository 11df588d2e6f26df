"""A short researcher workflow through the Python client openapi-generator makes from svc's legacy
view (`shepard_client`, generated into a folder on PYTHONPATH by
test/integration/legacy-client-workflow.test.ts), against a running gateway.

    SVC_GATEWAY=http://127.0.0.1:8080 SVC_API_KEY=... python3 legacy_workflow.py

Calls use upstream's method names and positional order, int ids and nanosecond ints, as a script
written for upstream's client does. Prints "ok" and the number of calls on success; any
failure raises.
"""

import csv
import datetime
import enum
import io
import os
import typing
import uuid

import shepard_client as sc


def body(model, **fields):
    """A request body of `model`. Upstream's generated models require their read-only fields too
    (id, createdAt, ...; the same in the client of upstream's contract), so a script fills those it
    does not set with placeholders, which the server ignores."""

    def placeholder(annotation):
        origin = typing.get_origin(annotation)
        args = typing.get_args(annotation)
        if origin is typing.Annotated:
            return placeholder(args[0])
        if origin is typing.Union:
            return None
        if origin is list:
            return []
        if origin is dict:
            return {}
        if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
            return next(iter(annotation))
        if annotation is datetime.datetime:
            return datetime.datetime.now(datetime.timezone.utc)
        return 0 if annotation is int else ""

    missing = {
        name: placeholder(field.annotation)
        for name, field in model.model_fields.items()
        if field.is_required() and name not in fields
    }
    return model(**missing, **fields)

config = sc.Configuration(host=os.environ["SVC_GATEWAY"])
config.api_key["apikey"] = os.environ["SVC_API_KEY"]
client = sc.ApiClient(config)
calls = 0


def count(value):
    global calls
    calls += 1
    return value


collections = sc.CollectionApi(client)
data_objects = sc.DataObjectApi(client)
ts_containers = sc.TimeseriesContainerApi(client)
ts_refs = sc.TimeseriesReferenceApi(client)
file_containers = sc.FileContainerApi(client)
tag = uuid.uuid4().hex[:8]

# A Collection and a DataObject: int ids, date-time fields, attributes.
coll = count(collections.create_collection(body(sc.Collection, name=f"wf-{tag}", attributes={"k": "v"})))
assert isinstance(coll.id, int) and coll.created_at.year >= 2024, coll
got = count(collections.get_collection(coll.id))
assert got.name == f"wf-{tag}" and got.attributes == {"k": "v"}, got
obj = count(data_objects.create_data_object(coll.id, body(sc.DataObject, name="run-1")))
listed = count(data_objects.get_all_data_objects(coll.id, name="run-1"))
assert [o.id for o in listed] == [obj.id], listed
perms = count(collections.get_collection_permissions(coll.id))
assert perms.permission_type in (sc.PermissionType.PRIVATE, sc.PermissionType.PUBLIC, sc.PermissionType.PUBLICREADABLE)

# A timeseries channel with nanosecond timestamps beyond 2^53, read back positionally.
container = count(ts_containers.create_timeseries_container(body(sc.TimeseriesContainer, name=f"ts-{tag}")))
channel = sc.Timeseries(measurement="m", device="dev", location="loc", symbolic_name="s", var_field="f")
base = 1_700_000_000_123_456_789
points = [sc.TimeseriesDataPoint(timestamp=base + i, value=float(i)) for i in range(5)]
count(ts_containers.create_timeseries(container.id, sc.TimeseriesWithDataPoints(timeseries=channel, points=points)))
# Upstream's order: measurement, location, device, symbolic_name, field, start, end.
read = count(ts_containers.get_timeseries(container.id, "m", "loc", "dev", "s", "f", base, base + 10))
assert [p.timestamp for p in read.points] == [base + i for i in range(5)], read.points
assert [p.value for p in read.points] == [0.0, 1.0, 2.0, 3.0, 4.0], read.points
# An aggregate (enum and int64 query parameters): however the buckets fall, they count 5 points.
counted = count(
    ts_containers.get_timeseries(
        container.id,
        "m",
        "loc",
        "dev",
        "s",
        "f",
        base,
        base + 4,
        function=sc.AggregateFunction.COUNT,
        group_by=10**18,
    )
)
assert sum(p.value or 0 for p in counted.points) == 5, counted.points
exported = count(ts_containers.export_timeseries(container.id, "m", "loc", "dev", "s", "f", base, base + 10))
assert isinstance(exported, (bytes, bytearray)), type(exported)
rows = list(csv.reader(io.StringIO(bytes(exported).decode())))
assert str(base) in rows[1], rows[:2]

# A timeseries reference and its payload, filtered by repeated channel parameters.
ref = count(
    ts_refs.create_timeseries_reference(
        coll.id,
        obj.id,
        body(
            sc.TimeseriesReference,
            name="ref",
            start=base,
            end=base + 10,
            timeseries=[channel],
            timeseries_container_id=container.id,
        ),
    )
)
payload = count(ts_refs.get_timeseries_payload(coll.id, obj.id, ref.id, device=["dev", "other"]))
assert len(payload) == 1 and len(payload[0].points) == 5, payload

# A read of more points than one response carries (issue 35, item 6): 200,000 points at 1 kHz, off
# the ms grid, read back whole. The API answers 303 to the same body in storage; the client's
# urllib3 pool follows it (and drops no field of the answer).
big = sc.Timeseries(measurement="m", device="dev", location="loc", symbolic_name="s", var_field="big")
step = 1_000_003
for i in range(0, 200_000, 20_000):
    batch = [sc.TimeseriesDataPoint(timestamp=base + k * step, value=k + 0.25) for k in range(i, i + 20_000)]
    count(ts_containers.create_timeseries(container.id, sc.TimeseriesWithDataPoints(timeseries=big, points=batch)))
last = base + 199_999 * step
whole = count(ts_containers.get_timeseries(container.id, "m", "loc", "dev", "s", "big", base, last))
assert len(whole.points) == 200_000, len(whole.points)
assert all(p.timestamp == base + k * step and p.value == k + 0.25 for k, p in enumerate(whole.points))
whole_csv = count(ts_containers.export_timeseries(container.id, "m", "loc", "dev", "s", "big", base, last))
csv_rows = bytes(whole_csv).decode().splitlines()
assert len(csv_rows) == 200_001 and csv_rows[-1].endswith(f",{last},199999.25"), csv_rows[-1]

# A file: upload, download the same bytes.
files = count(file_containers.create_file_container(body(sc.FileContainer, name=f"files-{tag}")))
content = b"\x00\x01svc legacy client\xff"
shepard_file = count(file_containers.create_file(files.id, ("data.bin", content)))
downloaded = count(file_containers.get_file(files.id, shepard_file.oid))
assert bytes(downloaded) == content, downloaded

count(collections.delete_collection(coll.id))
print("ok", calls)
