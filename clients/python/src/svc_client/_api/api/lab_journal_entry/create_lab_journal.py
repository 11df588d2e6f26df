from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.create_lab_journal_body import CreateLabJournalBody
from ...models.create_lab_journal_response_201 import CreateLabJournalResponse201
from ...models.create_lab_journal_response_400 import CreateLabJournalResponse400
from ...models.create_lab_journal_response_401 import CreateLabJournalResponse401
from ...models.create_lab_journal_response_403 import CreateLabJournalResponse403
from ...models.create_lab_journal_response_404 import CreateLabJournalResponse404
from ...models.create_lab_journal_response_409 import CreateLabJournalResponse409
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    *,
    body: CreateLabJournalBody,
    data_object_id: int,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["dataObjectId"] = data_object_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/svc/api/labJournalEntries",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
):
    if response.status_code == 201:
        response_201 = CreateLabJournalResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateLabJournalResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = CreateLabJournalResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = CreateLabJournalResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = CreateLabJournalResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = CreateLabJournalResponse409.from_dict(response.json())

        return response_409

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLabJournalBody,
    data_object_id: int,
) -> Response[
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
]:
    """Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)

    Args:
        data_object_id (int):
        body (CreateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateLabJournalResponse201 | CreateLabJournalResponse400 | CreateLabJournalResponse401 | CreateLabJournalResponse403 | CreateLabJournalResponse404 | CreateLabJournalResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        data_object_id=data_object_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateLabJournalBody,
    data_object_id: int,
) -> (
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
    | None
):
    """Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)

    Args:
        data_object_id (int):
        body (CreateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateLabJournalResponse201 | CreateLabJournalResponse400 | CreateLabJournalResponse401 | CreateLabJournalResponse403 | CreateLabJournalResponse404 | CreateLabJournalResponse409 | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        data_object_id=data_object_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateLabJournalBody,
    data_object_id: int,
) -> Response[
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
]:
    """Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)

    Args:
        data_object_id (int):
        body (CreateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateLabJournalResponse201 | CreateLabJournalResponse400 | CreateLabJournalResponse401 | CreateLabJournalResponse403 | CreateLabJournalResponse404 | CreateLabJournalResponse409 | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        data_object_id=data_object_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateLabJournalBody,
    data_object_id: int,
) -> (
    CreateLabJournalResponse201
    | CreateLabJournalResponse400
    | CreateLabJournalResponse401
    | CreateLabJournalResponse403
    | CreateLabJournalResponse404
    | CreateLabJournalResponse409
    | Problem
    | None
):
    """Create Lab Journal in a DataObject (needs write on its Collection; unsafe HTML answers 400)

    Args:
        data_object_id (int):
        body (CreateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateLabJournalResponse201 | CreateLabJournalResponse400 | CreateLabJournalResponse401 | CreateLabJournalResponse403 | CreateLabJournalResponse404 | CreateLabJournalResponse409 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            data_object_id=data_object_id,
        )
    ).parsed
