"""NormalPrior and NormalPosterior: the weight distributions of MindSpore's Bayesian layers."""
from __future__ import annotations

from typing import Any

import numpy as np

from .... import ops
from ....common import dtype as mstype
from ....common.parameter import Parameter
from ....common.tensor import Tensor
from ...cell import Cell
from ..distribution.continuous import Normal

__all__ = ["NormalPrior", "NormalPosterior", "normal_post_fn"]


class NormalPrior(Cell):
    """NormalPrior(dtype=float32, mean=0, std=0.1): a fixed Normal(mean, std); calls go to the Normal."""

    def __init__(self, dtype: Any = mstype.float32, mean: Any = 0, std: Any = 0.1) -> None:
        super().__init__()
        self.normal = Normal(mean, std, dtype=dtype)

    def construct(self, *inputs: Any, **kwargs: Any) -> Any:
        return self.normal(*inputs, **kwargs)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class NormalPosterior(Cell):
    """NormalPosterior(name, shape, ...): a Normal with trainable ``mean`` and ``untransformed_std``
    Parameters; its sd is ``1e-6 + softplus(untransformed_std)``."""

    def __init__(self, name: str, shape: Any, dtype: Any = mstype.float32, loc_mean: Any = 0, loc_std: Any = 0.1,
                 untransformed_scale_mean: Any = -5, untransformed_scale_std: Any = 0.1) -> None:
        super().__init__()
        if not isinstance(name, str):
            raise TypeError("The type of `name` must be `str`")
        if not isinstance(shape, (tuple, list)):
            raise TypeError("The type of `shape` must be `tuple` or `list`")
        if not _number(loc_mean):
            raise TypeError("The type of `loc_mean` must be `int` or `float`")
        if not _number(untransformed_scale_mean):
            raise TypeError("The type of `untransformed_scale_mean` must be `int` or `float`")
        if not (_number(loc_std) and loc_std >= 0):
            raise TypeError("The type of `loc_std` must be `int` or `float` and its value must > 0")
        if not (_number(untransformed_scale_std) and untransformed_scale_std >= 0):
            raise TypeError("The type of `untransformed_scale_std` must be `int` or `float` and its value must > 0")
        self.mean = Parameter(Tensor(np.random.normal(loc_mean, loc_std, shape), dtype=dtype), name=name + "_mean")
        self.untransformed_std = Parameter(
            Tensor(np.random.normal(untransformed_scale_mean, untransformed_scale_std, shape), dtype=dtype),
            name=name + "_untransformed_std")
        self.normal = Normal()

    def _std_trans(self, std_pre: Any) -> Any:
        return 1e-6 + ops.log(ops.exp(std_pre) + 1)

    def construct(self, *inputs: Any) -> Any:
        std = self._std_trans(self.untransformed_std)
        return self.normal(*inputs, mean=self.mean, sd=std)


def normal_post_fn(name: str, shape: Any) -> NormalPosterior:
    return NormalPosterior(name=name, shape=shape)
