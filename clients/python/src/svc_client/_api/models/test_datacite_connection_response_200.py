from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TestDataciteConnectionResponse200")


@_attrs_define
class TestDataciteConnectionResponse200:
    """
    Attributes:
        ok (bool):
        status (int | None):
        latency_ms (int):
        message (str):
    """

    ok: bool
    status: int | None
    latency_ms: int
    message: str

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        status: int | None
        status = self.status

        latency_ms = self.latency_ms

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "status": status,
                "latencyMs": latency_ms,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ok = d.pop("ok")

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))

        latency_ms = d.pop("latencyMs")

        message = d.pop("message")

        test_datacite_connection_response_200 = cls(
            ok=ok,
            status=status,
            latency_ms=latency_ms,
            message=message,
        )

        return test_datacite_connection_response_200
