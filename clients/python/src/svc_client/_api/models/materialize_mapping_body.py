from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.materialize_mapping_body_output_type_0 import (
        MaterializeMappingBodyOutputType0,
    )
    from ..models.materialize_mapping_body_output_type_1 import (
        MaterializeMappingBodyOutputType1,
    )


T = TypeVar("T", bound="MaterializeMappingBody")


@_attrs_define
class MaterializeMappingBody:
    """
    Attributes:
        focus_data_object_app_id (UUID): The DataObject whose data the recipe binds (Read on its Collection)
        output (MaterializeMappingBodyOutputType0 | MaterializeMappingBodyOutputType1 | Unset): Default: {"mode":
            "ephemeral"}
    """

    focus_data_object_app_id: UUID
    output: (
        MaterializeMappingBodyOutputType0 | MaterializeMappingBodyOutputType1 | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.materialize_mapping_body_output_type_0 import (
            MaterializeMappingBodyOutputType0,
        )

        focus_data_object_app_id = str(self.focus_data_object_app_id)

        output: dict[str, Any] | Unset
        if isinstance(self.output, Unset):
            output = UNSET
        elif isinstance(self.output, MaterializeMappingBodyOutputType0):
            output = self.output.to_dict()
        else:
            output = self.output.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "focusDataObjectAppId": focus_data_object_app_id,
            }
        )
        if output is not UNSET:
            field_dict["output"] = output

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.materialize_mapping_body_output_type_0 import (
            MaterializeMappingBodyOutputType0,
        )
        from ..models.materialize_mapping_body_output_type_1 import (
            MaterializeMappingBodyOutputType1,
        )

        d = dict(src_dict)
        focus_data_object_app_id = UUID(d.pop("focusDataObjectAppId"))

        def _parse_output(
            data: object,
        ) -> (
            MaterializeMappingBodyOutputType0
            | MaterializeMappingBodyOutputType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_0 = MaterializeMappingBodyOutputType0.from_dict(data)

                return output_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            output_type_1 = MaterializeMappingBodyOutputType1.from_dict(data)

            return output_type_1

        output = _parse_output(d.pop("output", UNSET))

        materialize_mapping_body = cls(
            focus_data_object_app_id=focus_data_object_app_id,
            output=output,
        )

        return materialize_mapping_body
