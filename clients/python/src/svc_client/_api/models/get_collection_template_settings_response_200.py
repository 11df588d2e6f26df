from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCollectionTemplateSettingsResponse200")


@_attrs_define
class GetCollectionTemplateSettingsResponse200:
    """
    Attributes:
        collection_app_id (str):
        template_allow_list (list[str] | None):
        view_recipe_app_ids (list[str]):
    """

    collection_app_id: str
    template_allow_list: list[str] | None
    view_recipe_app_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        collection_app_id = self.collection_app_id

        template_allow_list: list[str] | None
        if isinstance(self.template_allow_list, list):
            template_allow_list = self.template_allow_list

        else:
            template_allow_list = self.template_allow_list

        view_recipe_app_ids = self.view_recipe_app_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collectionAppId": collection_app_id,
                "templateAllowList": template_allow_list,
                "viewRecipeAppIds": view_recipe_app_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        collection_app_id = d.pop("collectionAppId")

        def _parse_template_allow_list(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                template_allow_list_type_0 = cast(list[str], data)

                return template_allow_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        template_allow_list = _parse_template_allow_list(d.pop("templateAllowList"))

        view_recipe_app_ids = cast(list[str], d.pop("viewRecipeAppIds"))

        get_collection_template_settings_response_200 = cls(
            collection_app_id=collection_app_id,
            template_allow_list=template_allow_list,
            view_recipe_app_ids=view_recipe_app_ids,
        )

        return get_collection_template_settings_response_200
