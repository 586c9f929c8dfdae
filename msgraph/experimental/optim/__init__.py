"""``mindspore.experimental.optim``: PyTorch-style optimizers (parameter groups as dicts, ``optimizer(grads)``)
and learning-rate schedulers (``lr_scheduler``) that rewrite each group's ``lr`` Parameter."""
from __future__ import annotations

from . import lr_scheduler
from .optim_more import ASGD, Adadelta, Adagrad, Adamax, RMSprop, Rprop
from .optimizer import SGD, Adam, AdamW, NAdam, Optimizer, RAdam

__all__ = ["Optimizer", "Adam", "AdamW", "SGD", "NAdam", "RAdam", "Adadelta", "Adagrad", "Adamax", "ASGD", "RMSprop",
           "Rprop", "lr_scheduler"]
