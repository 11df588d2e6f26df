from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.patch_ai_capability_response_200_capability import (
    PatchAiCapabilityResponse200Capability,
)

if TYPE_CHECKING:
    from ..models.patch_ai_capability_response_200_preview_type_0 import (
        PatchAiCapabilityResponse200PreviewType0,
    )
    from ..models.patch_ai_capability_response_200_provider_type_0 import (
        PatchAiCapabilityResponse200ProviderType0,
    )
    from ..models.patch_ai_capability_response_200_usage import (
        PatchAiCapabilityResponse200Usage,
    )
    from ..models.patch_ai_capability_response_200_value import (
        PatchAiCapabilityResponse200Value,
    )


T = TypeVar("T", bound="PatchAiCapabilityResponse200")


@_attrs_define
class PatchAiCapabilityResponse200:
    """
    Attributes:
        capability (PatchAiCapabilityResponse200Capability):
        config_id (str): Id of the slot's configuration singleton.
        bound (bool): A provider that offers this capability and a model are set: features may call it.
        value (PatchAiCapabilityResponse200Value): The binding; credentials inside the endpoint URL are redacted (an API
            key is never stored here, only its secret's name).
        updated_at (None | str):
        updated_by (None | str):
        provider (None | PatchAiCapabilityResponse200ProviderType0): The provider the binding names, when one is
            installed.
        preview (None | PatchAiCapabilityResponse200PreviewType0): What one call sends (the prompt as placeholders,
            secrets replaced); null while no provider and model are set.
        usage (PatchAiCapabilityResponse200Usage): Calls and tokens of this function instance since it started.
    """

    capability: PatchAiCapabilityResponse200Capability
    config_id: str
    bound: bool
    value: PatchAiCapabilityResponse200Value
    updated_at: None | str
    updated_by: None | str
    provider: None | PatchAiCapabilityResponse200ProviderType0
    preview: None | PatchAiCapabilityResponse200PreviewType0
    usage: PatchAiCapabilityResponse200Usage

    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_ai_capability_response_200_preview_type_0 import (
            PatchAiCapabilityResponse200PreviewType0,
        )
        from ..models.patch_ai_capability_response_200_provider_type_0 import (
            PatchAiCapabilityResponse200ProviderType0,
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
        if isinstance(self.provider, PatchAiCapabilityResponse200ProviderType0):
            provider = self.provider.to_dict()
        else:
            provider = self.provider

        preview: dict[str, Any] | None
        if isinstance(self.preview, PatchAiCapabilityResponse200PreviewType0):
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
        from ..models.patch_ai_capability_response_200_preview_type_0 import (
            PatchAiCapabilityResponse200PreviewType0,
        )
        from ..models.patch_ai_capability_response_200_provider_type_0 import (
            PatchAiCapabilityResponse200ProviderType0,
        )
        from ..models.patch_ai_capability_response_200_usage import (
            PatchAiCapabilityResponse200Usage,
        )
        from ..models.patch_ai_capability_response_200_value import (
            PatchAiCapabilityResponse200Value,
        )

        d = dict(src_dict)
        capability = PatchAiCapabilityResponse200Capability(d.pop("capability"))

        config_id = d.pop("configId")

        bound = d.pop("bound")

        value = PatchAiCapabilityResponse200Value.from_dict(d.pop("value"))

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
        ) -> None | PatchAiCapabilityResponse200ProviderType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                provider_type_0 = PatchAiCapabilityResponse200ProviderType0.from_dict(
                    data
                )

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchAiCapabilityResponse200ProviderType0, data)

        provider = _parse_provider(d.pop("provider"))

        def _parse_preview(
            data: object,
        ) -> None | PatchAiCapabilityResponse200PreviewType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                preview_type_0 = PatchAiCapabilityResponse200PreviewType0.from_dict(
                    data
                )

                return preview_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchAiCapabilityResponse200PreviewType0, data)

        preview = _parse_preview(d.pop("preview"))

        usage = PatchAiCapabilityResponse200Usage.from_dict(d.pop("usage"))

        patch_ai_capability_response_200 = cls(
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

        return patch_ai_capability_response_200
