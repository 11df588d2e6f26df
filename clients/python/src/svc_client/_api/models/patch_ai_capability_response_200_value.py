from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PatchAiCapabilityResponse200Value")


@_attrs_define
class PatchAiCapabilityResponse200Value:
    """The binding; credentials inside the endpoint URL are redacted (an API key is never stored here, only its secret's
    name).

        Attributes:
            provider (None | str): Provider id: `bedrock`, `openai-compatible`, or one a drop-in plugin registers. Null
                leaves the slot unbound.
            model (None | str): Model id as the provider names it (a Bedrock model or inference-profile id; an OpenAI-
                compatible `model`).
            endpoint (None | str): OpenAI-compatible: base URL up to and including `/v1` (required). Bedrock: an endpoint
                override (null: the region's endpoint).
            region (None | str): Bedrock region (null: svc.aws.region).
            api_key_secret (None | str): Name or ARN of the Secrets Manager secret holding the API key (OpenAI-compatible;
                null sends none).
            temperature (float | None): Sampling temperature (null: the model's default).
            top_p (float | None): Nucleus sampling (null: the model's default).
            max_tokens (int): Output token limit, sent with every request.
            max_input_chars (int): Longest prompt svc sends (system and messages together); features trim their context to
                it.
            timeout_ms (int): Time budget of one call, retries included.
            max_attempts (int): Attempts on throttling (429 / ThrottlingException), with exponential backoff.
    """

    provider: None | str
    model: None | str
    endpoint: None | str
    region: None | str
    api_key_secret: None | str
    temperature: float | None
    top_p: float | None
    max_tokens: int
    max_input_chars: int
    timeout_ms: int
    max_attempts: int

    def to_dict(self) -> dict[str, Any]:
        provider: None | str
        provider = self.provider

        model: None | str
        model = self.model

        endpoint: None | str
        endpoint = self.endpoint

        region: None | str
        region = self.region

        api_key_secret: None | str
        api_key_secret = self.api_key_secret

        temperature: float | None
        temperature = self.temperature

        top_p: float | None
        top_p = self.top_p

        max_tokens = self.max_tokens

        max_input_chars = self.max_input_chars

        timeout_ms = self.timeout_ms

        max_attempts = self.max_attempts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "provider": provider,
                "model": model,
                "endpoint": endpoint,
                "region": region,
                "apiKeySecret": api_key_secret,
                "temperature": temperature,
                "topP": top_p,
                "maxTokens": max_tokens,
                "maxInputChars": max_input_chars,
                "timeoutMs": timeout_ms,
                "maxAttempts": max_attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_provider(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        provider = _parse_provider(d.pop("provider"))

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        def _parse_endpoint(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        endpoint = _parse_endpoint(d.pop("endpoint"))

        def _parse_region(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        region = _parse_region(d.pop("region"))

        def _parse_api_key_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        api_key_secret = _parse_api_key_secret(d.pop("apiKeySecret"))

        def _parse_temperature(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        temperature = _parse_temperature(d.pop("temperature"))

        def _parse_top_p(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        top_p = _parse_top_p(d.pop("topP"))

        max_tokens = d.pop("maxTokens")

        max_input_chars = d.pop("maxInputChars")

        timeout_ms = d.pop("timeoutMs")

        max_attempts = d.pop("maxAttempts")

        patch_ai_capability_response_200_value = cls(
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

        return patch_ai_capability_response_200_value
