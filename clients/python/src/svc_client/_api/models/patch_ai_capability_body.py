from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchAiCapabilityBody")


@_attrs_define
class PatchAiCapabilityBody:
    """
    Attributes:
        provider (None | str | Unset):
        model (None | str | Unset):
        endpoint (None | str | Unset):
        region (None | str | Unset):
        api_key_secret (None | str | Unset):
        temperature (float | None | Unset):
        top_p (float | None | Unset):
        max_tokens (int | None | Unset):
        max_input_chars (int | None | Unset):
        timeout_ms (int | None | Unset):
        max_attempts (int | None | Unset):
    """

    provider: None | str | Unset = UNSET
    model: None | str | Unset = UNSET
    endpoint: None | str | Unset = UNSET
    region: None | str | Unset = UNSET
    api_key_secret: None | str | Unset = UNSET
    temperature: float | None | Unset = UNSET
    top_p: float | None | Unset = UNSET
    max_tokens: int | None | Unset = UNSET
    max_input_chars: int | None | Unset = UNSET
    timeout_ms: int | None | Unset = UNSET
    max_attempts: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        provider: None | str | Unset
        if isinstance(self.provider, Unset):
            provider = UNSET
        else:
            provider = self.provider

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        endpoint: None | str | Unset
        if isinstance(self.endpoint, Unset):
            endpoint = UNSET
        else:
            endpoint = self.endpoint

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region

        api_key_secret: None | str | Unset
        if isinstance(self.api_key_secret, Unset):
            api_key_secret = UNSET
        else:
            api_key_secret = self.api_key_secret

        temperature: float | None | Unset
        if isinstance(self.temperature, Unset):
            temperature = UNSET
        else:
            temperature = self.temperature

        top_p: float | None | Unset
        if isinstance(self.top_p, Unset):
            top_p = UNSET
        else:
            top_p = self.top_p

        max_tokens: int | None | Unset
        if isinstance(self.max_tokens, Unset):
            max_tokens = UNSET
        else:
            max_tokens = self.max_tokens

        max_input_chars: int | None | Unset
        if isinstance(self.max_input_chars, Unset):
            max_input_chars = UNSET
        else:
            max_input_chars = self.max_input_chars

        timeout_ms: int | None | Unset
        if isinstance(self.timeout_ms, Unset):
            timeout_ms = UNSET
        else:
            timeout_ms = self.timeout_ms

        max_attempts: int | None | Unset
        if isinstance(self.max_attempts, Unset):
            max_attempts = UNSET
        else:
            max_attempts = self.max_attempts

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if provider is not UNSET:
            field_dict["provider"] = provider
        if model is not UNSET:
            field_dict["model"] = model
        if endpoint is not UNSET:
            field_dict["endpoint"] = endpoint
        if region is not UNSET:
            field_dict["region"] = region
        if api_key_secret is not UNSET:
            field_dict["apiKeySecret"] = api_key_secret
        if temperature is not UNSET:
            field_dict["temperature"] = temperature
        if top_p is not UNSET:
            field_dict["topP"] = top_p
        if max_tokens is not UNSET:
            field_dict["maxTokens"] = max_tokens
        if max_input_chars is not UNSET:
            field_dict["maxInputChars"] = max_input_chars
        if timeout_ms is not UNSET:
            field_dict["timeoutMs"] = timeout_ms
        if max_attempts is not UNSET:
            field_dict["maxAttempts"] = max_attempts

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_provider(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        provider = _parse_provider(d.pop("provider", UNSET))

        def _parse_model(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        model = _parse_model(d.pop("model", UNSET))

        def _parse_endpoint(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        endpoint = _parse_endpoint(d.pop("endpoint", UNSET))

        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))

        def _parse_api_key_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        api_key_secret = _parse_api_key_secret(d.pop("apiKeySecret", UNSET))

        def _parse_temperature(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        temperature = _parse_temperature(d.pop("temperature", UNSET))

        def _parse_top_p(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        top_p = _parse_top_p(d.pop("topP", UNSET))

        def _parse_max_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_tokens = _parse_max_tokens(d.pop("maxTokens", UNSET))

        def _parse_max_input_chars(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_input_chars = _parse_max_input_chars(d.pop("maxInputChars", UNSET))

        def _parse_timeout_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        timeout_ms = _parse_timeout_ms(d.pop("timeoutMs", UNSET))

        def _parse_max_attempts(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_attempts = _parse_max_attempts(d.pop("maxAttempts", UNSET))

        patch_ai_capability_body = cls(
            provider=provider,
            model=model,
            endpoint=endpoint,
            region=region,
            api_key_secret=api_key_secret,
            temperature=temperature,
            top_p=top_p,
            max_tokens=max_tokens,
            max_input_chars=max_input_chars,
            timeout_ms=timeout_ms,
            max_attempts=max_attempts,
        )

        return patch_ai_capability_body
