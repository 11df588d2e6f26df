from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.delete_api_key_response_401 import DeleteApiKeyResponse401
from ...models.delete_api_key_response_403 import DeleteApiKeyResponse403
from ...models.delete_api_key_response_404 import DeleteApiKeyResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
    apikey_uid: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/svc/api/users/{username}/apikeys/{apikey_uid}".format(
            username=quote(str(username), safe=""),
            apikey_uid=quote(str(apikey_uid), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
    | Problem
):
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteApiKeyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = DeleteApiKeyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = DeleteApiKeyResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
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
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
    | Problem
]:
    """Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteApiKeyResponse401 | DeleteApiKeyResponse403 | DeleteApiKeyResponse404 | Problem]
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
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
    | Problem
    | None
):
    """Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteApiKeyResponse401 | DeleteApiKeyResponse403 | DeleteApiKeyResponse404 | Problem
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
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
    | Problem
]:
    """Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteApiKeyResponse401 | DeleteApiKeyResponse403 | DeleteApiKeyResponse404 | Problem]
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
    Any
    | DeleteApiKeyResponse401
    | DeleteApiKeyResponse403
    | DeleteApiKeyResponse404
    | Problem
    | None
):
    """Delete (revoke) api key; effective within the authorizer cache lifetime (at most 60 s)

    Args:
        username (str):
        apikey_uid (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteApiKeyResponse401 | DeleteApiKeyResponse403 | DeleteApiKeyResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            apikey_uid=apikey_uid,
            client=client,
        )
    ).parsed
