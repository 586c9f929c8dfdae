"""Optimizers: update Parameters in place with ops.assign; state lives in Parameters."""
from .adam import Adam, AdamW, AdamWeightDecay  # noqa: F401
from .optimizer import Optimizer  # noqa: F401
from .sgd import SGD, Momentum  # noqa: F401
