from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.materialize_mapping_response_201_mode import (
    MaterializeMappingResponse201Mode,
)

if TYPE_CHECKING:
    from ..models.materialize_mapping_response_201_output_type_0 import (
        MaterializeMappingResponse201OutputType0,
    )


T = TypeVar("T", bound="MaterializeMappingResponse201")


@_attrs_define
class MaterializeMappingResponse201:
    """
    Attributes:
        mode (MaterializeMappingResponse201Mode):
        template_app_id (str):
        focus_data_object_app_id (str):
        collection_app_id (str):
        result (Any): What the transform evaluated to (any JSON; null when it matched nothing)
        output (MaterializeMappingResponse201OutputType0 | None): The created reference (mode reference), else null
    """

    mode: MaterializeMappingResponse201Mode
    template_app_id: str
    focus_data_object_app_id: str
    collection_app_id: str
    result: Any
    output: MaterializeMappingResponse201OutputType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.materialize_mapping_response_201_output_type_0 import (
            MaterializeMappingResponse201OutputType0,
        )

        mode = self.mode.value

        template_app_id = self.template_app_id

        focus_data_object_app_id = self.focus_data_object_app_id

        collection_app_id = self.collection_app_id

        result = self.result

        output: dict[str, Any] | None
        if isinstance(self.output, MaterializeMappingResponse201OutputType0):
            output = self.output.to_dict()
        else:
            output = self.output

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "templateAppId": template_app_id,
                "focusDataObjectAppId": focus_data_object_app_id,
                "collectionAppId": collection_app_id,
                "result": result,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.materialize_mapping_response_201_output_type_0 import (
            MaterializeMappingResponse201OutputType0,
        )

        d = dict(src_dict)
        mode = MaterializeMappingResponse201Mode(d.pop("mode"))

        template_app_id = d.pop("templateAppId")

        focus_data_object_app_id = d.pop("focusDataObjectAppId")

        collection_app_id = d.pop("collectionAppId")

        result = d.pop("result")

        def _parse_output(
            data: object,
        ) -> MaterializeMappingResponse201OutputType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_0 = MaterializeMappingResponse201OutputType0.from_dict(data)

                return output_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MaterializeMappingResponse201OutputType0 | None, data)

        output = _parse_output(d.pop("output"))

        materialize_mapping_response_201 = cls(
            mode=mode,
            template_app_id=template_app_id,
            focus_data_object_app_id=focus_data_object_app_id,
            collection_app_id=collection_app_id,
            result=result,
            output=output,
        )

        return materialize_mapping_response_201
