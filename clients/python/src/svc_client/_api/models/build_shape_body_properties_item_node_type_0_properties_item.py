from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.build_shape_body_properties_item_node_type_0_properties_item_in_type_0_item import (
        BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item,
    )
    from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0 import (
        BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0,
    )


T = TypeVar("T", bound="BuildShapeBodyPropertiesItemNodeType0PropertiesItem")


@_attrs_define
class BuildShapeBodyPropertiesItemNodeType0PropertiesItem:
    """
    Attributes:
        path (str): sh:path (an absolute IRI; required, not blank)
        name (None | str | Unset): sh:name: the form label (default: the local name of the path)
        description (None | str | Unset): sh:description
        datatype (None | str | Unset): sh:datatype (full IRI or xsd:…); empty or absent: IRI-valued (sh:nodeKind sh:IRI)
        min_count (int | None | Unset): sh:minCount; 1 makes the field required
        max_count (int | None | Unset): sh:maxCount
        in_ (list[BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item] | None | Unset): sh:in
        pattern (None | str | Unset): sh:pattern (a regular expression)
        order (int | None | Unset): sh:order (form order)
        default_value (None | str | Unset): sh:defaultValue (a literal of the datatype, or an IRI)
        node (BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0 | None | Unset): sh:node: a nested node shape
    """

    path: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    datatype: None | str | Unset = UNSET
    min_count: int | None | Unset = UNSET
    max_count: int | None | Unset = UNSET
    in_: (
        list[BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item]
        | None
        | Unset
    ) = UNSET
    pattern: None | str | Unset = UNSET
    order: int | None | Unset = UNSET
    default_value: None | str | Unset = UNSET
    node: (
        BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0 | None | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0 import (
            BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0,
        )

        path = self.path

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        datatype: None | str | Unset
        if isinstance(self.datatype, Unset):
            datatype = UNSET
        else:
            datatype = self.datatype

        min_count: int | None | Unset
        if isinstance(self.min_count, Unset):
            min_count = UNSET
        else:
            min_count = self.min_count

        max_count: int | None | Unset
        if isinstance(self.max_count, Unset):
            max_count = UNSET
        else:
            max_count = self.max_count

        in_: list[dict[str, Any]] | None | Unset
        if isinstance(self.in_, Unset):
            in_ = UNSET
        elif isinstance(self.in_, list):
            in_ = []
            for in_type_0_item_data in self.in_:
                in_type_0_item = in_type_0_item_data.to_dict()
                in_.append(in_type_0_item)

        else:
            in_ = self.in_

        pattern: None | str | Unset
        if isinstance(self.pattern, Unset):
            pattern = UNSET
        else:
            pattern = self.pattern

        order: int | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        else:
            order = self.order

        default_value: None | str | Unset
        if isinstance(self.default_value, Unset):
            default_value = UNSET
        else:
            default_value = self.default_value

        node: dict[str, Any] | None | Unset
        if isinstance(self.node, Unset):
            node = UNSET
        elif isinstance(
            self.node, BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0
        ):
            node = self.node.to_dict()
        else:
            node = self.node

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if datatype is not UNSET:
            field_dict["datatype"] = datatype
        if min_count is not UNSET:
            field_dict["minCount"] = min_count
        if max_count is not UNSET:
            field_dict["maxCount"] = max_count
        if in_ is not UNSET:
            field_dict["in"] = in_
        if pattern is not UNSET:
            field_dict["pattern"] = pattern
        if order is not UNSET:
            field_dict["order"] = order
        if default_value is not UNSET:
            field_dict["defaultValue"] = default_value
        if node is not UNSET:
            field_dict["node"] = node

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.build_shape_body_properties_item_node_type_0_properties_item_in_type_0_item import (
            BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item,
        )
        from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0 import (
            BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0,
        )

        d = dict(src_dict)
        path = d.pop("path")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_datatype(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        datatype = _parse_datatype(d.pop("datatype", UNSET))

        def _parse_min_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_count = _parse_min_count(d.pop("minCount", UNSET))

        def _parse_max_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_count = _parse_max_count(d.pop("maxCount", UNSET))

        def _parse_in_(
            data: object,
        ) -> (
            list[BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item]
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                in_type_0 = []
                _in_type_0 = data
                for in_type_0_item_data in _in_type_0:
                    in_type_0_item = BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item.from_dict(
                        in_type_0_item_data
                    )

                    in_type_0.append(in_type_0_item)

                return in_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[BuildShapeBodyPropertiesItemNodeType0PropertiesItemInType0Item]
                | None
                | Unset,
                data,
            )

        in_ = _parse_in_(d.pop("in", UNSET))

        def _parse_pattern(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pattern = _parse_pattern(d.pop("pattern", UNSET))

        def _parse_order(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))

        def _parse_default_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        default_value = _parse_default_value(d.pop("defaultValue", UNSET))

        def _parse_node(
            data: object,
        ) -> (
            BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0 | None | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                node_type_0 = BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0.from_dict(
                    data
                )

                return node_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0
                | None
                | Unset,
                data,
            )

        node = _parse_node(d.pop("node", UNSET))

        build_shape_body_properties_item_node_type_0_properties_item = cls(
            path=path,
            name=name,
            description=description,
            datatype=datatype,
            min_count=min_count,
            max_count=max_count,
            in_=in_,
            pattern=pattern,
            order=order,
            default_value=default_value,
            node=node,
        )

        return build_shape_body_properties_item_node_type_0_properties_item
