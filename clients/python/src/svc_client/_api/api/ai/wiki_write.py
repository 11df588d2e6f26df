from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.wiki_write_response_201 import WikiWriteResponse201
from ...models.wiki_write_response_401 import WikiWriteResponse401
from ...models.wiki_write_response_403 import WikiWriteResponse403
from ...models.wiki_write_response_404 import WikiWriteResponse404
from ...models.wiki_write_response_409 import WikiWriteResponse409
from ...models.wiki_write_response_502 import WikiWriteResponse502
from ...models.wiki_write_response_503 import WikiWriteResponse503
from ...types import Response


def _get_kwargs(
    cid: str,
    did: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/collections/{cid}/data-objects/{did}/wiki-write".format(
            cid=quote(str(cid), safe=""),
            did=quote(str(did), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
):
    if response.status_code == 201:
        response_201 = WikiWriteResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 401:
        response_401 = WikiWriteResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = WikiWriteResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = WikiWriteResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = WikiWriteResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 502:
        response_502 = WikiWriteResponse502.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = WikiWriteResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    cid: str,
    did: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
]:
    """Writes a lab journal entry about a DataObject with the TEXT capability of the ai plugin (Write on
    the Collection; `cid` and `did` are appIds or legacy ids). The prompt holds the DataObject's name,
    description, attributes, references, latest lab journal entries and latest changes, each bounded;
    the answer is sanitised like every entry and stored. Answers the new entry. Nothing is written when
    the provider fails.

    Args:
        cid (str):
        did (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WikiWriteResponse201 | WikiWriteResponse401 | WikiWriteResponse403 | WikiWriteResponse404 | WikiWriteResponse409 | WikiWriteResponse502 | WikiWriteResponse503]
    """

    kwargs = _get_kwargs(
        cid=cid,
        did=did,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    cid: str,
    did: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
    | None
):
    """Writes a lab journal entry about a DataObject with the TEXT capability of the ai plugin (Write on
    the Collection; `cid` and `did` are appIds or legacy ids). The prompt holds the DataObject's name,
    description, attributes, references, latest lab journal entries and latest changes, each bounded;
    the answer is sanitised like every entry and stored. Answers the new entry. Nothing is written when
    the provider fails.

    Args:
        cid (str):
        did (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WikiWriteResponse201 | WikiWriteResponse401 | WikiWriteResponse403 | WikiWriteResponse404 | WikiWriteResponse409 | WikiWriteResponse502 | WikiWriteResponse503
    """

    return sync_detailed(
        cid=cid,
        did=did,
        client=client,
    ).parsed


async def asyncio_detailed(
    cid: str,
    did: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
]:
    """Writes a lab journal entry about a DataObject with the TEXT capability of the ai plugin (Write on
    the Collection; `cid` and `did` are appIds or legacy ids). The prompt holds the DataObject's name,
    description, attributes, references, latest lab journal entries and latest changes, each bounded;
    the answer is sanitised like every entry and stored. Answers the new entry. Nothing is written when
    the provider fails.

    Args:
        cid (str):
        did (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WikiWriteResponse201 | WikiWriteResponse401 | WikiWriteResponse403 | WikiWriteResponse404 | WikiWriteResponse409 | WikiWriteResponse502 | WikiWriteResponse503]
    """

    kwargs = _get_kwargs(
        cid=cid,
        did=did,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    cid: str,
    did: str,
    *,
    client: AuthenticatedClient,
) -> (
    Problem
    | WikiWriteResponse201
    | WikiWriteResponse401
    | WikiWriteResponse403
    | WikiWriteResponse404
    | WikiWriteResponse409
    | WikiWriteResponse502
    | WikiWriteResponse503
    | None
):
    """Writes a lab journal entry about a DataObject with the TEXT capability of the ai plugin (Write on
    the Collection; `cid` and `did` are appIds or legacy ids). The prompt holds the DataObject's name,
    description, attributes, references, latest lab journal entries and latest changes, each bounded;
    the answer is sanitised like every entry and stored. Answers the new entry. Nothing is written when
    the provider fails.

    Args:
        cid (str):
        did (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WikiWriteResponse201 | WikiWriteResponse401 | WikiWriteResponse403 | WikiWriteResponse404 | WikiWriteResponse409 | WikiWriteResponse502 | WikiWriteResponse503
    """

    return (
        await asyncio_detailed(
            cid=cid,
            did=did,
            client=client,
        )
    ).parsed
