from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.refresh_ontologies_response_200 import RefreshOntologiesResponse200
from ...models.refresh_ontologies_response_202 import RefreshOntologiesResponse202
from ...models.refresh_ontologies_response_401 import RefreshOntologiesResponse401
from ...models.refresh_ontologies_response_403 import RefreshOntologiesResponse403
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    bundles: str | Unset = UNSET,
    force: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["bundles"] = bundles

    params["force"] = force

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v2/admin/semantic/refresh-ontologies",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
):
    if response.status_code == 200:
        response_200 = RefreshOntologiesResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = RefreshOntologiesResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 401:
        response_401 = RefreshOntologiesResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = RefreshOntologiesResponse403.from_dict(response.json())

        return response_403

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
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
    bundles: str | Unset = UNSET,
    force: bool | Unset = UNSET,
) -> Response[
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
]:
    """Fetch each pinned canonicalUrl, re-import on a changed SHA-256 (force: always); a named bundle
    without URL is imported from its file. Answers 202 with a run to poll when it outlasts 25 s.

    Args:
        bundles (str | Unset): CSV of bundle ids; all bundles with a canonicalUrl when absent
        force (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RefreshOntologiesResponse200 | RefreshOntologiesResponse202 | RefreshOntologiesResponse401 | RefreshOntologiesResponse403]
    """

    kwargs = _get_kwargs(
        bundles=bundles,
        force=force,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    bundles: str | Unset = UNSET,
    force: bool | Unset = UNSET,
) -> (
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
    | None
):
    """Fetch each pinned canonicalUrl, re-import on a changed SHA-256 (force: always); a named bundle
    without URL is imported from its file. Answers 202 with a run to poll when it outlasts 25 s.

    Args:
        bundles (str | Unset): CSV of bundle ids; all bundles with a canonicalUrl when absent
        force (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RefreshOntologiesResponse200 | RefreshOntologiesResponse202 | RefreshOntologiesResponse401 | RefreshOntologiesResponse403
    """

    return sync_detailed(
        client=client,
        bundles=bundles,
        force=force,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    bundles: str | Unset = UNSET,
    force: bool | Unset = UNSET,
) -> Response[
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
]:
    """Fetch each pinned canonicalUrl, re-import on a changed SHA-256 (force: always); a named bundle
    without URL is imported from its file. Answers 202 with a run to poll when it outlasts 25 s.

    Args:
        bundles (str | Unset): CSV of bundle ids; all bundles with a canonicalUrl when absent
        force (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RefreshOntologiesResponse200 | RefreshOntologiesResponse202 | RefreshOntologiesResponse401 | RefreshOntologiesResponse403]
    """

    kwargs = _get_kwargs(
        bundles=bundles,
        force=force,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    bundles: str | Unset = UNSET,
    force: bool | Unset = UNSET,
) -> (
    Problem
    | RefreshOntologiesResponse200
    | RefreshOntologiesResponse202
    | RefreshOntologiesResponse401
    | RefreshOntologiesResponse403
    | None
):
    """Fetch each pinned canonicalUrl, re-import on a changed SHA-256 (force: always); a named bundle
    without URL is imported from its file. Answers 202 with a run to poll when it outlasts 25 s.

    Args:
        bundles (str | Unset): CSV of bundle ids; all bundles with a canonicalUrl when absent
        force (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RefreshOntologiesResponse200 | RefreshOntologiesResponse202 | RefreshOntologiesResponse401 | RefreshOntologiesResponse403
    """

    return (
        await asyncio_detailed(
            client=client,
            bundles=bundles,
            force=force,
        )
    ).parsed
