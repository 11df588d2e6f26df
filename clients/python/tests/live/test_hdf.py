"""HDF through h5pyd on the gateway of its own (SVC_TEST_GATEWAY_PRIVATE, svc.hdf.enabled) and the
local cloud's HSDS, which `npm test` starts (as for test/integration/hdf.test.ts: not skipped when
HSDS is down, `npm start -- --with-hdf` starts it by hand)."""

import numpy as np
import pytest

import svc_client

EXACT = np.array([1, 2**53 + 1, 1_700_000_000_123_456_789, 2**63 - 1], dtype=np.int64)


def test_an_h5pyd_file_in_a_container_through_the_services_credentials(private, name):
    coll = private.create_collection(name)
    c = private.create_hdf_container(name, collection=coll, attributes={"rig": "4"})
    assert c.hdf_domain == f"/svc/{c.app_id}/" and c.collection_app_id == coll.app_id
    assert private.hdf_container(c.app_id) == c
    with private.hdf_file(c, "run-7.h5", "w") as f:
        f.create_dataset("ns", data=EXACT)
        f.create_dataset("pressure", data=np.linspace(0.0, 1.0, 1000))
        f["pressure"].attrs["unit"] = "bar"
    with private.hdf_file(c.app_id, "run-7.h5") as f:
        ns = f["ns"][...]
        assert ns.dtype == np.int64 and ns.tolist() == EXACT.tolist()
        assert np.array_equal(f["pressure"][...], np.linspace(0.0, 1.0, 1000))
        assert f["pressure"].attrs["unit"] == "bar"
    with private.hdf_file(c, "run-7.h5", "r+") as f:
        f["pressure"][0:3] = [9.0, 9.5, 10.0]
    with private.hdf_file(c, "run-7.h5") as f:
        assert f["pressure"][0:4].tolist() == [9.0, 9.5, 10.0, np.linspace(0.0, 1.0, 1000)[3]]
    assert sorted(private.hdf_folder(c)) == ["run-7.h5"]
    creds = private.hdf_credentials()
    assert set(creds) == {"endpoint", "username", "password"}
    private.delete_hdf_container(c)
    with pytest.raises(svc_client.NotFound):
        private.hdf_container(c.app_id)


def test_hdf_is_off_on_the_main_gateway(svc, name):
    # The main gateway keeps svc.hdf.enabled off: every HDF route answers 404.
    with pytest.raises(svc_client.NotFound):
        svc.create_hdf_container(name)
