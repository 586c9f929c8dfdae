"""``mindspore.parallel._cost_model_context``: accepted and stored; msgraph has no cost model."""
from __future__ import annotations

from typing import Any, Dict

_VALUES: Dict[str, Any] = {}


def set_cost_model_context(**kwargs: Any) -> None:
    _VALUES.update(kwargs)


def get_cost_model_context(attr_key: str) -> Any:
    if attr_key not in _VALUES:
        raise ValueError(f"Get context keyword {attr_key} is not recognized!")
    return _VALUES[attr_key]


def reset_cost_model_context() -> None:
    _VALUES.clear()


def _set_multi_subgraphs(multi_subgraph: bool = True) -> None:
    _VALUES["multi_subgraphs"] = multi_subgraph
