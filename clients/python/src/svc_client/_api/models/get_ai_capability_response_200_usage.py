from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetAiCapabilityResponse200Usage")


@_attrs_define
class GetAiCapabilityResponse200Usage:
    """Calls and tokens of this function instance since it started.

    Attributes:
        calls (int):
        tokens_in (int):
        tokens_out (int):
    """

    calls: int
    tokens_in: int
    tokens_out: int

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        tokens_in = self.tokens_in

        tokens_out = self.tokens_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "tokensIn": tokens_in,
                "tokensOut": tokens_out,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls = d.pop("calls")

        tokens_in = d.pop("tokensIn")

        tokens_out = d.pop("tokensOut")

        get_ai_capability_response_200_usage = cls(
            calls=calls,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
        )

        return get_ai_capability_response_200_usage
