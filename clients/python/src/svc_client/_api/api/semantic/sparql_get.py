from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sparql_get_response_400 import SparqlGetResponse400
from ...models.sparql_get_response_401 import SparqlGetResponse401
from ...models.sparql_get_response_403 import SparqlGetResponse403
from ...models.sparql_get_response_404 import SparqlGetResponse404
from ...models.sparql_get_response_406 import SparqlGetResponse406
from ...models.sparql_get_response_413 import SparqlGetResponse413
from ...models.sparql_get_response_503 import SparqlGetResponse503
from ...types import UNSET, Response


def _get_kwargs(
    repo_app_id: str,
    *,
    query: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["query"] = query

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/semantic/{repo_app_id}/sparql".format(
            repo_app_id=quote(str(repo_app_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
):
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = SparqlGetResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = SparqlGetResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = SparqlGetResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = SparqlGetResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 406:
        response_406 = SparqlGetResponse406.from_dict(response.json())

        return response_406

    if response.status_code == 413:
        response_413 = SparqlGetResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 503:
        response_503 = SparqlGetResponse503.from_dict(response.json())

        return response_503

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
    query: str,
) -> Response[
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
]:
    """Read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) against a repository: INTERNAL answered
    here, SPARQL proxied

    Args:
        repo_app_id (str):
        query (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SparqlGetResponse400 | SparqlGetResponse401 | SparqlGetResponse403 | SparqlGetResponse404 | SparqlGetResponse406 | SparqlGetResponse413 | SparqlGetResponse503]
    """

    kwargs = _get_kwargs(
        repo_app_id=repo_app_id,
        query=query,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
    query: str,
) -> (
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
    | None
):
    """Read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) against a repository: INTERNAL answered
    here, SPARQL proxied

    Args:
        repo_app_id (str):
        query (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SparqlGetResponse400 | SparqlGetResponse401 | SparqlGetResponse403 | SparqlGetResponse404 | SparqlGetResponse406 | SparqlGetResponse413 | SparqlGetResponse503
    """

    return sync_detailed(
        repo_app_id=repo_app_id,
        client=client,
        query=query,
    ).parsed


async def asyncio_detailed(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
    query: str,
) -> Response[
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
]:
    """Read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) against a repository: INTERNAL answered
    here, SPARQL proxied

    Args:
        repo_app_id (str):
        query (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | SparqlGetResponse400 | SparqlGetResponse401 | SparqlGetResponse403 | SparqlGetResponse404 | SparqlGetResponse406 | SparqlGetResponse413 | SparqlGetResponse503]
    """

    kwargs = _get_kwargs(
        repo_app_id=repo_app_id,
        query=query,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    repo_app_id: str,
    *,
    client: AuthenticatedClient,
    query: str,
) -> (
    Any
    | Problem
    | SparqlGetResponse400
    | SparqlGetResponse401
    | SparqlGetResponse403
    | SparqlGetResponse404
    | SparqlGetResponse406
    | SparqlGetResponse413
    | SparqlGetResponse503
    | None
):
    """Read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) against a repository: INTERNAL answered
    here, SPARQL proxied

    Args:
        repo_app_id (str):
        query (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | SparqlGetResponse400 | SparqlGetResponse401 | SparqlGetResponse403 | SparqlGetResponse404 | SparqlGetResponse406 | SparqlGetResponse413 | SparqlGetResponse503
    """

    return (
        await asyncio_detailed(
            repo_app_id=repo_app_id,
            client=client,
            query=query,
        )
    ).parsed
