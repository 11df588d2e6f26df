from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_refresh_run_response_200_status import GetRefreshRunResponse200Status

if TYPE_CHECKING:
    from ..models.get_refresh_run_response_200_result_type_0_type_0 import (
        GetRefreshRunResponse200ResultType0Type0,
    )
    from ..models.get_refresh_run_response_200_result_type_1 import (
        GetRefreshRunResponse200ResultType1,
    )


T = TypeVar("T", bound="GetRefreshRunResponse200")


@_attrs_define
class GetRefreshRunResponse200:
    """
    Attributes:
        id (str):
        status (GetRefreshRunResponse200Status):
        result (GetRefreshRunResponse200ResultType0Type0 | GetRefreshRunResponse200ResultType1 | None):
    """

    id: str
    status: GetRefreshRunResponse200Status
    result: (
        GetRefreshRunResponse200ResultType0Type0
        | GetRefreshRunResponse200ResultType1
        | None
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_refresh_run_response_200_result_type_0_type_0 import (
            GetRefreshRunResponse200ResultType0Type0,
        )
        from ..models.get_refresh_run_response_200_result_type_1 import (
            GetRefreshRunResponse200ResultType1,
        )

        id = self.id

        status = self.status.value

        result: dict[str, Any] | None
        if isinstance(
            self.result, GetRefreshRunResponse200ResultType0Type0
        ) or isinstance(self.result, GetRefreshRunResponse200ResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_refresh_run_response_200_result_type_0_type_0 import (
            GetRefreshRunResponse200ResultType0Type0,
        )
        from ..models.get_refresh_run_response_200_result_type_1 import (
            GetRefreshRunResponse200ResultType1,
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = GetRefreshRunResponse200Status(d.pop("status"))

        def _parse_result(
            data: object,
        ) -> (
            GetRefreshRunResponse200ResultType0Type0
            | GetRefreshRunResponse200ResultType1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_0 = (
                    GetRefreshRunResponse200ResultType0Type0.from_dict(data)
                )

                return result_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = GetRefreshRunResponse200ResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                GetRefreshRunResponse200ResultType0Type0
                | GetRefreshRunResponse200ResultType1
                | None,
                data,
            )

        result = _parse_result(d.pop("result"))

        get_refresh_run_response_200 = cls(
            id=id,
            status=status,
            result=result,
        )

        return get_refresh_run_response_200
