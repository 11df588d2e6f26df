from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="PutCollectionTemplateSettingsBody")


@_attrs_define
class PutCollectionTemplateSettingsBody:
    """
    Attributes:
        template_allow_list (list[UUID] | None): DATA_KIND templates offered as forms in this Collection; null: all
        view_recipe_app_ids (list[UUID]): VIEW_RECIPE templates attached to this Collection and its DataObjects
    """

    template_allow_list: list[UUID] | None
    view_recipe_app_ids: list[UUID]

    def to_dict(self) -> dict[str, Any]:
        template_allow_list: list[str] | None
        if isinstance(self.template_allow_list, list):
            template_allow_list = []
            for template_allow_list_type_0_item_data in self.template_allow_list:
                template_allow_list_type_0_item = str(
                    template_allow_list_type_0_item_data
                )
                template_allow_list.append(template_allow_list_type_0_item)

        else:
            template_allow_list = self.template_allow_list

        view_recipe_app_ids = []
        for view_recipe_app_ids_item_data in self.view_recipe_app_ids:
            view_recipe_app_ids_item = str(view_recipe_app_ids_item_data)
            view_recipe_app_ids.append(view_recipe_app_ids_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "templateAllowList": template_allow_list,
                "viewRecipeAppIds": view_recipe_app_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_template_allow_list(data: object) -> list[UUID] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                template_allow_list_type_0 = []
                _template_allow_list_type_0 = data
                for template_allow_list_type_0_item_data in _template_allow_list_type_0:
                    template_allow_list_type_0_item = UUID(
                        template_allow_list_type_0_item_data
                    )

                    template_allow_list_type_0.append(template_allow_list_type_0_item)

                return template_allow_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UUID] | None, data)

        template_allow_list = _parse_template_allow_list(d.pop("templateAllowList"))

        view_recipe_app_ids = []
        _view_recipe_app_ids = d.pop("viewRecipeAppIds")
        for view_recipe_app_ids_item_data in _view_recipe_app_ids:
            view_recipe_app_ids_item = UUID(view_recipe_app_ids_item_data)

            view_recipe_app_ids.append(view_recipe_app_ids_item)

        put_collection_template_settings_body = cls(
            template_allow_list=template_allow_list,
            view_recipe_app_ids=view_recipe_app_ids,
        )

        return put_collection_template_settings_body
