from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.get_lab_journal_by_id_response_200 import GetLabJournalByIdResponse200
from ...models.get_lab_journal_by_id_response_400 import GetLabJournalByIdResponse400
from ...models.get_lab_journal_by_id_response_401 import GetLabJournalByIdResponse401
from ...models.get_lab_journal_by_id_response_403 import GetLabJournalByIdResponse403
from ...models.get_lab_journal_by_id_response_404 import GetLabJournalByIdResponse404
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    lab_journal_entry_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/svc/api/labJournalEntries/{lab_journal_entry_id}".format(
            lab_journal_entry_id=quote(str(lab_journal_entry_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
):
    if response.status_code == 200:
        response_200 = GetLabJournalByIdResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = GetLabJournalByIdResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GetLabJournalByIdResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = GetLabJournalByIdResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = GetLabJournalByIdResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
]:
    """Get Lab Journal By Id (needs read on its DataObject's Collection)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLabJournalByIdResponse200 | GetLabJournalByIdResponse400 | GetLabJournalByIdResponse401 | GetLabJournalByIdResponse403 | GetLabJournalByIdResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        lab_journal_entry_id=lab_journal_entry_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
    | None
):
    """Get Lab Journal By Id (needs read on its DataObject's Collection)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLabJournalByIdResponse200 | GetLabJournalByIdResponse400 | GetLabJournalByIdResponse401 | GetLabJournalByIdResponse403 | GetLabJournalByIdResponse404 | Problem
    """

    return sync_detailed(
        lab_journal_entry_id=lab_journal_entry_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
]:
    """Get Lab Journal By Id (needs read on its DataObject's Collection)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetLabJournalByIdResponse200 | GetLabJournalByIdResponse400 | GetLabJournalByIdResponse401 | GetLabJournalByIdResponse403 | GetLabJournalByIdResponse404 | Problem]
    """

    kwargs = _get_kwargs(
        lab_journal_entry_id=lab_journal_entry_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
) -> (
    GetLabJournalByIdResponse200
    | GetLabJournalByIdResponse400
    | GetLabJournalByIdResponse401
    | GetLabJournalByIdResponse403
    | GetLabJournalByIdResponse404
    | Problem
    | None
):
    """Get Lab Journal By Id (needs read on its DataObject's Collection)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetLabJournalByIdResponse200 | GetLabJournalByIdResponse400 | GetLabJournalByIdResponse401 | GetLabJournalByIdResponse403 | GetLabJournalByIdResponse404 | Problem
    """

    return (
        await asyncio_detailed(
            lab_journal_entry_id=lab_journal_entry_id,
            client=client,
        )
    ).parsed
