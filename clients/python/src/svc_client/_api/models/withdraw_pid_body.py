from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WithdrawPidBody")


@_attrs_define
class WithdrawPidBody:
    """
    Attributes:
        pid (str):
        reason (str):
    """

    pid: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        pid = self.pid

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pid": pid,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pid = d.pop("pid")

        reason = d.pop("reason")

        withdraw_pid_body = cls(
            pid=pid,
            reason=reason,
        )

        return withdraw_pid_body
