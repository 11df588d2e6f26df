from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_api_key_body import CreateApiKeyBody
from ...models.create_api_key_response_201 import CreateApiKeyResponse201
from ...models.create_api_key_response_400 import CreateApiKeyResponse400
from ...models.create_api_key_response_401 import CreateApiKeyResponse401
from ...models.create_api_key_response_403 import CreateApiKeyResponse403
from ...models.create_api_key_response_404 import CreateApiKeyResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    username: str,
    *,
    body: CreateApiKeyBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/users/{username}/apikeys".format(
            username=quote(str(username), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateApiKeyResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateApiKeyResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateApiKeyResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateApiKeyResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateApiKeyResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
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
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,
) -> Response[
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
    | Problem
]:
    """Create a new api key (shown once; the minter must hold every role granted)

    Args:
        username (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse201 | CreateApiKeyResponse400 | CreateApiKeyResponse401 | CreateApiKeyResponse403 | CreateApiKeyResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,
) -> (
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
    | Problem
    | None
):
    """Create a new api key (shown once; the minter must hold every role granted)

    Args:
        username (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse201 | CreateApiKeyResponse400 | CreateApiKeyResponse401 | CreateApiKeyResponse403 | CreateApiKeyResponse404 | Problem
    """

    return sync_detailed(
        username=username,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,
) -> Response[
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
    | Problem
]:
    """Create a new api key (shown once; the minter must hold every role granted)

    Args:
        username (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateApiKeyResponse201 | CreateApiKeyResponse400 | CreateApiKeyResponse401 | CreateApiKeyResponse403 | CreateApiKeyResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    username: str,
    *,
    client: AuthenticatedClient,
    body: CreateApiKeyBody,
) -> (
    CreateApiKeyResponse201
    | CreateApiKeyResponse400
    | CreateApiKeyResponse401
    | CreateApiKeyResponse403
    | CreateApiKeyResponse404
    | Problem
    | None
):
    """Create a new api key (shown once; the minter must hold every role granted)

    Args:
        username (str):
        body (CreateApiKeyBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateApiKeyResponse201 | CreateApiKeyResponse400 | CreateApiKeyResponse401 | CreateApiKeyResponse403 | CreateApiKeyResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            username=username,
            client=client,
            body=body,
        )
    ).parsed
