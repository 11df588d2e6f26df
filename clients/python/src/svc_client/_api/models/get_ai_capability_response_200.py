from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_ai_capability_response_200_capability import (
    GetAiCapabilityResponse200Capability,
)

if TYPE_CHECKING:
    from ..models.get_ai_capability_response_200_preview_type_0 import (
        GetAiCapabilityResponse200PreviewType0,
    )
    from ..models.get_ai_capability_response_200_provider_type_0 import (
        GetAiCapabilityResponse200ProviderType0,
    )
    from ..models.get_ai_capability_response_200_usage import (
        GetAiCapabilityResponse200Usage,
    )
    from ..models.get_ai_capability_response_200_value import (
        GetAiCapabilityResponse200Value,
    )


T = TypeVar("T", bound="GetAiCapabilityResponse200")


@_attrs_define
class GetAiCapabilityResponse200:
    """
    Attributes:
        capability (GetAiCapabilityResponse200Capability):
        config_id (str): Id of the slot's configuration singleton.
        bound (bool): A provider that offers this capability and a model are set: features may call it.
        value (GetAiCapabilityResponse200Value): The binding; credentials inside the endpoint URL are redacted (an API
            key is never stored here, only its secret's name).
        updated_at (None | str):
        updated_by (None | str):
        provider (GetAiCapabilityResponse200ProviderType0 | None): The provider the binding names, when one is
            installed.
        preview (GetAiCapabilityResponse200PreviewType0 | None): What one call sends (the prompt as placeholders,
            secrets replaced); null while no provider and model are set.
        usage (GetAiCapabilityResponse200Usage): Calls and tokens of this function instance since it started.
    """

    capability: GetAiCapabilityResponse200Capability
    config_id: str
    bound: bool
    value: GetAiCapabilityResponse200Value
    updated_at: None | str
    updated_by: None | str
    provider: GetAiCapabilityResponse200ProviderType0 | None
    preview: GetAiCapabilityResponse200PreviewType0 | None
    usage: GetAiCapabilityResponse200Usage

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_ai_capability_response_200_preview_type_0 import (
            GetAiCapabilityResponse200PreviewType0,
        )
        from ..models.get_ai_capability_response_200_provider_type_0 import (
            GetAiCapabilityResponse200ProviderType0,
        )

        capability = self.capability.value

        config_id = self.config_id

        bound = self.bound

        value = self.value.to_dict()

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        provider: dict[str, Any] | None
        if isinstance(self.provider, GetAiCapabilityResponse200ProviderType0):
            provider = self.provider.to_dict()
        else:
            provider = self.provider

        preview: dict[str, Any] | None
        if isinstance(self.preview, GetAiCapabilityResponse200PreviewType0):
            preview = self.preview.to_dict()
        else:
            preview = self.preview

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "capability": capability,
                "configId": config_id,
                "bound": bound,
                "value": value,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "provider": provider,
                "preview": preview,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_ai_capability_response_200_preview_type_0 import (
            GetAiCapabilityResponse200PreviewType0,
        )
        from ..models.get_ai_capability_response_200_provider_type_0 import (
            GetAiCapabilityResponse200ProviderType0,
        )
        from ..models.get_ai_capability_response_200_usage import (
            GetAiCapabilityResponse200Usage,
        )
        from ..models.get_ai_capability_response_200_value import (
            GetAiCapabilityResponse200Value,
        )

        d = dict(src_dict)
        capability = GetAiCapabilityResponse200Capability(d.pop("capability"))

        config_id = d.pop("configId")

        bound = d.pop("bound")

        value = GetAiCapabilityResponse200Value.from_dict(d.pop("value"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        def _parse_provider(
            data: object,
        ) -> GetAiCapabilityResponse200ProviderType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                provider_type_0 = GetAiCapabilityResponse200ProviderType0.from_dict(
                    data
                )

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetAiCapabilityResponse200ProviderType0 | None, data)

        provider = _parse_provider(d.pop("provider"))

        def _parse_preview(
            data: object,
        ) -> GetAiCapabilityResponse200PreviewType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                preview_type_0 = GetAiCapabilityResponse200PreviewType0.from_dict(data)

                return preview_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetAiCapabilityResponse200PreviewType0 | None, data)

        preview = _parse_preview(d.pop("preview"))

        usage = GetAiCapabilityResponse200Usage.from_dict(d.pop("usage"))

        get_ai_capability_response_200 = cls(
            capability=capability,
            config_id=config_id,
            bound=bound,
            value=value,
            updated_at=updated_at,
            updated_by=updated_by,
            provider=provider,
            preview=preview,
            usage=usage,
        )

        return get_ai_capability_response_200
