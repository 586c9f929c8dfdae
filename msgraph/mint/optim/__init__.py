"""``mindspore.mint.optim``: MindSpore 2.10's PyTorch-style optimizers (Adam, AdamW, SGD, FusedAdamW).  They share
``experimental.optim``'s Optimizer (param groups, lr schedulers) and its update rules, which are these classes'
(the same signatures: ``Adam(params, lr=1e-3, betas, eps, weight_decay=0.0, amsgrad, *, maximize)``...)."""
from __future__ import annotations

from ...experimental.optim.optimizer import SGD, Adam, AdamW  # noqa: F401

FusedAdamW = AdamW   # (MindSpore's fused kernel of the same update)

__all__ = ["AdamW", "Adam", "SGD", "FusedAdamW"]
