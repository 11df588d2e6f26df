from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.patch_ai_capability_body import PatchAiCapabilityBody
from ...models.patch_ai_capability_response_200 import PatchAiCapabilityResponse200
from ...models.patch_ai_capability_response_400 import PatchAiCapabilityResponse400
from ...models.patch_ai_capability_response_401 import PatchAiCapabilityResponse401
from ...models.patch_ai_capability_response_403 import PatchAiCapabilityResponse403
from ...models.patch_ai_capability_response_404 import PatchAiCapabilityResponse404
from ...models.patch_ai_capability_response_409 import PatchAiCapabilityResponse409
from ...models.patch_ai_capability_response_415 import PatchAiCapabilityResponse415
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    capability: str,
    *,
    body: PatchAiCapabilityBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v2/admin/ai/capabilities/{capability}".format(
            capability=quote(str(capability), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/merge-patch+json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
):
    if response.status_code == 200:
        response_200 = PatchAiCapabilityResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = PatchAiCapabilityResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = PatchAiCapabilityResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = PatchAiCapabilityResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = PatchAiCapabilityResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = PatchAiCapabilityResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 415:
        response_415 = PatchAiCapabilityResponse415.from_dict(response.json())

        return response_415

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    capability: str,
    *,
    client: AuthenticatedClient,
    body: PatchAiCapabilityBody,
) -> Response[
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
]:
    """Binds a capability slot (RFC 7396 merge patch; `null` resets a member to its default): provider,
    model, endpoint, region, apiKeySecret (a Secrets Manager secret name), temperature, topP, maxTokens,
    maxInputChars, timeoutMs, maxAttempts. The provider must be installed and offer the capability (409
    otherwise). 404 while the plugin is off.

    Args:
        capability (str):
        body (PatchAiCapabilityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchAiCapabilityResponse200 | PatchAiCapabilityResponse400 | PatchAiCapabilityResponse401 | PatchAiCapabilityResponse403 | PatchAiCapabilityResponse404 | PatchAiCapabilityResponse409 | PatchAiCapabilityResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        capability=capability,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    capability: str,
    *,
    client: AuthenticatedClient,
    body: PatchAiCapabilityBody,
) -> (
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
    | None
):
    """Binds a capability slot (RFC 7396 merge patch; `null` resets a member to its default): provider,
    model, endpoint, region, apiKeySecret (a Secrets Manager secret name), temperature, topP, maxTokens,
    maxInputChars, timeoutMs, maxAttempts. The provider must be installed and offer the capability (409
    otherwise). 404 while the plugin is off.

    Args:
        capability (str):
        body (PatchAiCapabilityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchAiCapabilityResponse200 | PatchAiCapabilityResponse400 | PatchAiCapabilityResponse401 | PatchAiCapabilityResponse403 | PatchAiCapabilityResponse404 | PatchAiCapabilityResponse409 | PatchAiCapabilityResponse415 | Problem
    """

    return sync_detailed(
        capability=capability,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    capability: str,
    *,
    client: AuthenticatedClient,
    body: PatchAiCapabilityBody,
) -> Response[
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
]:
    """Binds a capability slot (RFC 7396 merge patch; `null` resets a member to its default): provider,
    model, endpoint, region, apiKeySecret (a Secrets Manager secret name), temperature, topP, maxTokens,
    maxInputChars, timeoutMs, maxAttempts. The provider must be installed and offer the capability (409
    otherwise). 404 while the plugin is off.

    Args:
        capability (str):
        body (PatchAiCapabilityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PatchAiCapabilityResponse200 | PatchAiCapabilityResponse400 | PatchAiCapabilityResponse401 | PatchAiCapabilityResponse403 | PatchAiCapabilityResponse404 | PatchAiCapabilityResponse409 | PatchAiCapabilityResponse415 | Problem]
    """

    kwargs = _get_kwargs(
        capability=capability,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    capability: str,
    *,
    client: AuthenticatedClient,
    body: PatchAiCapabilityBody,
) -> (
    PatchAiCapabilityResponse200
    | PatchAiCapabilityResponse400
    | PatchAiCapabilityResponse401
    | PatchAiCapabilityResponse403
    | PatchAiCapabilityResponse404
    | PatchAiCapabilityResponse409
    | PatchAiCapabilityResponse415
    | Problem
    | None
):
    """Binds a capability slot (RFC 7396 merge patch; `null` resets a member to its default): provider,
    model, endpoint, region, apiKeySecret (a Secrets Manager secret name), temperature, topP, maxTokens,
    maxInputChars, timeoutMs, maxAttempts. The provider must be installed and offer the capability (409
    otherwise). 404 while the plugin is off.

    Args:
        capability (str):
        body (PatchAiCapabilityBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PatchAiCapabilityResponse200 | PatchAiCapabilityResponse400 | PatchAiCapabilityResponse401 | PatchAiCapabilityResponse403 | PatchAiCapabilityResponse404 | PatchAiCapabilityResponse409 | PatchAiCapabilityResponse415 | Problem
    """

    return (
        await asyncio_detailed(
            capability=capability,
            client=client,
            body=body,
        )
    ).parsed
