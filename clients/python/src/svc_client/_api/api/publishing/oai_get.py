from http import HTTPStatus
from typing import Any, cast

import httpx

from ...client import AuthenticatedClient, Client
from ...models.oai_get_response_400 import OaiGetResponse400
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    verb: str | Unset = UNSET,
    identifier: str | Unset = UNSET,
    metadata_prefix: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    until: str | Unset = UNSET,
    set_: str | Unset = UNSET,
    resumption_token: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["verb"] = verb

    params["identifier"] = identifier

    params["metadataPrefix"] = metadata_prefix

    params["from"] = from_

    params["until"] = until

    params["set"] = set_

    params["resumptionToken"] = resumption_token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v2/oai",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | OaiGetResponse400 | Problem:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = OaiGetResponse400.from_dict(response.json())

        return response_400

    response_default = Problem.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | OaiGetResponse400 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    verb: str | Unset = UNSET,
    identifier: str | Unset = UNSET,
    metadata_prefix: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    until: str | Unset = UNSET,
    set_: str | Unset = UNSET,
    resumption_token: str | Unset = UNSET,
) -> Response[Any | OaiGetResponse400 | Problem]:
    """OAI-PMH 2.0 repository of the public publications (the feed's selection): the six verbs, oai_dc and
    oai_datacite, a set per Collection, resumption tokens, from/until; protocol errors are OAI-PMH
    documents with 200. ETag, Cache-Control and 304.

    Args:
        verb (str | Unset): Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or
            ListRecords
        identifier (str | Unset): An item: the PID
        metadata_prefix (str | Unset): oai_dc or oai_datacite
        from_ (str | Unset): Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ
            (UTC)
        until (str | Unset): Upper datestamp bound, inclusive, same granularity as from
        set_ (str | Unset): A setSpec from ListSets: collection-<Collection appId>
        resumption_token (str | Unset): The token of the previous page (exclusive argument)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OaiGetResponse400 | Problem]
    """

    kwargs = _get_kwargs(
        verb=verb,
        identifier=identifier,
        metadata_prefix=metadata_prefix,
        from_=from_,
        until=until,
        set_=set_,
        resumption_token=resumption_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    verb: str | Unset = UNSET,
    identifier: str | Unset = UNSET,
    metadata_prefix: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    until: str | Unset = UNSET,
    set_: str | Unset = UNSET,
    resumption_token: str | Unset = UNSET,
) -> Any | OaiGetResponse400 | Problem | None:
    """OAI-PMH 2.0 repository of the public publications (the feed's selection): the six verbs, oai_dc and
    oai_datacite, a set per Collection, resumption tokens, from/until; protocol errors are OAI-PMH
    documents with 200. ETag, Cache-Control and 304.

    Args:
        verb (str | Unset): Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or
            ListRecords
        identifier (str | Unset): An item: the PID
        metadata_prefix (str | Unset): oai_dc or oai_datacite
        from_ (str | Unset): Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ
            (UTC)
        until (str | Unset): Upper datestamp bound, inclusive, same granularity as from
        set_ (str | Unset): A setSpec from ListSets: collection-<Collection appId>
        resumption_token (str | Unset): The token of the previous page (exclusive argument)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OaiGetResponse400 | Problem
    """

    return sync_detailed(
        client=client,
        verb=verb,
        identifier=identifier,
        metadata_prefix=metadata_prefix,
        from_=from_,
        until=until,
        set_=set_,
        resumption_token=resumption_token,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    verb: str | Unset = UNSET,
    identifier: str | Unset = UNSET,
    metadata_prefix: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    until: str | Unset = UNSET,
    set_: str | Unset = UNSET,
    resumption_token: str | Unset = UNSET,
) -> Response[Any | OaiGetResponse400 | Problem]:
    """OAI-PMH 2.0 repository of the public publications (the feed's selection): the six verbs, oai_dc and
    oai_datacite, a set per Collection, resumption tokens, from/until; protocol errors are OAI-PMH
    documents with 200. ETag, Cache-Control and 304.

    Args:
        verb (str | Unset): Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or
            ListRecords
        identifier (str | Unset): An item: the PID
        metadata_prefix (str | Unset): oai_dc or oai_datacite
        from_ (str | Unset): Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ
            (UTC)
        until (str | Unset): Upper datestamp bound, inclusive, same granularity as from
        set_ (str | Unset): A setSpec from ListSets: collection-<Collection appId>
        resumption_token (str | Unset): The token of the previous page (exclusive argument)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OaiGetResponse400 | Problem]
    """

    kwargs = _get_kwargs(
        verb=verb,
        identifier=identifier,
        metadata_prefix=metadata_prefix,
        from_=from_,
        until=until,
        set_=set_,
        resumption_token=resumption_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    verb: str | Unset = UNSET,
    identifier: str | Unset = UNSET,
    metadata_prefix: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    until: str | Unset = UNSET,
    set_: str | Unset = UNSET,
    resumption_token: str | Unset = UNSET,
) -> Any | OaiGetResponse400 | Problem | None:
    """OAI-PMH 2.0 repository of the public publications (the feed's selection): the six verbs, oai_dc and
    oai_datacite, a set per Collection, resumption tokens, from/until; protocol errors are OAI-PMH
    documents with 200. ETag, Cache-Control and 304.

    Args:
        verb (str | Unset): Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or
            ListRecords
        identifier (str | Unset): An item: the PID
        metadata_prefix (str | Unset): oai_dc or oai_datacite
        from_ (str | Unset): Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ
            (UTC)
        until (str | Unset): Upper datestamp bound, inclusive, same granularity as from
        set_ (str | Unset): A setSpec from ListSets: collection-<Collection appId>
        resumption_token (str | Unset): The token of the previous page (exclusive argument)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OaiGetResponse400 | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            verb=verb,
            identifier=identifier,
            metadata_prefix=metadata_prefix,
            from_=from_,
            until=until,
            set_=set_,
            resumption_token=resumption_token,
        )
    ).parsed
