from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.update_lab_journal_body import UpdateLabJournalBody
from ...models.update_lab_journal_response_200 import UpdateLabJournalResponse200
from ...models.update_lab_journal_response_400 import UpdateLabJournalResponse400
from ...models.update_lab_journal_response_401 import UpdateLabJournalResponse401
from ...models.update_lab_journal_response_403 import UpdateLabJournalResponse403
from ...models.update_lab_journal_response_404 import UpdateLabJournalResponse404
from ...types import Response


def _get_kwargs(
    lab_journal_entry_id: str,
    *,
    body: UpdateLabJournalBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/svc/api/labJournalEntries/{lab_journal_entry_id}".format(
            lab_journal_entry_id=quote(str(lab_journal_entry_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
):
    if response.status_code == 200:
        response_200 = UpdateLabJournalResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateLabJournalResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateLabJournalResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateLabJournalResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateLabJournalResponse404.from_dict(response.json())

        return response_404

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
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
    body: UpdateLabJournalBody,
) -> Response[
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
]:
    """Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.
        body (UpdateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateLabJournalResponse200 | UpdateLabJournalResponse400 | UpdateLabJournalResponse401 | UpdateLabJournalResponse403 | UpdateLabJournalResponse404]
    """

    kwargs = _get_kwargs(
        lab_journal_entry_id=lab_journal_entry_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateLabJournalBody,
) -> (
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
    | None
):
    """Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.
        body (UpdateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateLabJournalResponse200 | UpdateLabJournalResponse400 | UpdateLabJournalResponse401 | UpdateLabJournalResponse403 | UpdateLabJournalResponse404
    """

    return sync_detailed(
        lab_journal_entry_id=lab_journal_entry_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateLabJournalBody,
) -> Response[
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
]:
    """Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.
        body (UpdateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UpdateLabJournalResponse200 | UpdateLabJournalResponse400 | UpdateLabJournalResponse401 | UpdateLabJournalResponse403 | UpdateLabJournalResponse404]
    """

    kwargs = _get_kwargs(
        lab_journal_entry_id=lab_journal_entry_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    lab_journal_entry_id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateLabJournalBody,
) -> (
    Problem
    | UpdateLabJournalResponse200
    | UpdateLabJournalResponse400
    | UpdateLabJournalResponse401
    | UpdateLabJournalResponse403
    | UpdateLabJournalResponse404
    | None
):
    """Update Lab Journal (needs write on its DataObject's Collection; unsafe HTML answers 400)

    Args:
        lab_journal_entry_id (str): A non-negative int64, in decimal.
        body (UpdateLabJournalBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UpdateLabJournalResponse200 | UpdateLabJournalResponse400 | UpdateLabJournalResponse401 | UpdateLabJournalResponse403 | UpdateLabJournalResponse404
    """

    return (
        await asyncio_detailed(
            lab_journal_entry_id=lab_journal_entry_id,
            client=client,
            body=body,
        )
    ).parsed
