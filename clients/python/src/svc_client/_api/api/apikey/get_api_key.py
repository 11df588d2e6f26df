from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_api_key_response_200 import GetApiKeyResponse200
from ...models.get_api_key_response_401 import GetApiKeyResponse401
from ...models.get_api_key_response_403 import GetApiKeyResponse403
from ...models.get_api_key_response_404 import GetApiKeyResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
    apikey_uid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/users/{username}/apikeys/{apikey_uid}".format(
            username=quote(str(username), safe=""),
            apikey_uid=quote(str(apikey_uid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetApiKeyResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = GetApiKeyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetApiKeyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetApiKeyResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    username: str,
    apikey_uid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
]:
    """Get api key

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetApiKeyResponse200 | GetApiKeyResponse401 | GetApiKeyResponse403 | GetApiKeyResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        apikey_uid=apikey_uid,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    apikey_uid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
    | None
):
    """Get api key

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetApiKeyResponse200 | GetApiKeyResponse401 | GetApiKeyResponse403 | GetApiKeyResponse404 | Problem
    """

    return sync_detailed(
        username=username,
        apikey_uid=apikey_uid,
        client=client,
    ).parsed


async def asyncio_detailed(
    username: str,
    apikey_uid: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
]:
    """Get api key

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetApiKeyResponse200 | GetApiKeyResponse401 | GetApiKeyResponse403 | GetApiKeyResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        apikey_uid=apikey_uid,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    apikey_uid: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetApiKeyResponse200
    | GetApiKeyResponse401
    | GetApiKeyResponse403
    | GetApiKeyResponse404
    | Problem
    | None
):
    """Get api key

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetApiKeyResponse200 | GetApiKeyResponse401 | GetApiKeyResponse403 | GetApiKeyResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            apikey_uid=apikey_uid,
            client=client,
        )
    ).parsed
