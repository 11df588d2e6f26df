from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_ai_capability_response_200 import GetAiCapabilityResponse200
from ...models.get_ai_capability_response_401 import GetAiCapabilityResponse401
from ...models.get_ai_capability_response_403 import GetAiCapabilityResponse403
from ...models.get_ai_capability_response_404 import GetAiCapabilityResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    capability: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/admin/ai/capabilities/{capability}".format(
            capability=quote(str(capability), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetAiCapabilityResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetAiCapabilityResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetAiCapabilityResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetAiCapabilityResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
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
) -> Response[
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
    | Problem
]:
    """A capability slot (TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED) of the ai plugin: its
    binding (provider, model, limits; secrets redacted), whether it is usable, what one call would send,
    and this instance's token usage. 404 while the plugin is off.

    Args:
        capability (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAiCapabilityResponse200 | GetAiCapabilityResponse401 | GetAiCapabilityResponse403 | GetAiCapabilityResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        capability=capability,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    capability: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
    | Problem
    | None
):
    """A capability slot (TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED) of the ai plugin: its
    binding (provider, model, limits; secrets redacted), whether it is usable, what one call would send,
    and this instance's token usage. 404 while the plugin is off.

    Args:
        capability (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAiCapabilityResponse200 | GetAiCapabilityResponse401 | GetAiCapabilityResponse403 | GetAiCapabilityResponse404 | Problem
    """

    return sync_detailed(
        capability=capability,
        client=client,
    ).parsed


async def asyncio_detailed(
    capability: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
    | Problem
]:
    """A capability slot (TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED) of the ai plugin: its
    binding (provider, model, limits; secrets redacted), whether it is usable, what one call would send,
    and this instance's token usage. 404 while the plugin is off.

    Args:
        capability (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetAiCapabilityResponse200 | GetAiCapabilityResponse401 | GetAiCapabilityResponse403 | GetAiCapabilityResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        capability=capability,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    capability: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetAiCapabilityResponse200
    | GetAiCapabilityResponse401
    | GetAiCapabilityResponse403
    | GetAiCapabilityResponse404
    | Problem
    | None
):
    """A capability slot (TEXT, FAST_TEXT, IMAGE_GEN, VISION, EMBEDDING, STRUCTURED) of the ai plugin: its
    binding (provider, model, limits; secrets redacted), whether it is usable, what one call would send,
    and this instance's token usage. 404 while the plugin is off.

    Args:
        capability (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetAiCapabilityResponse200 | GetAiCapabilityResponse401 | GetAiCapabilityResponse403 | GetAiCapabilityResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            capability=capability,
            client=client,
        )
    ).parsed
