"""Optimizers: update Parameters in place with ops.assign; state lives in Parameters."""
from .adam import Adam, AdamOffload, AdamW, AdamWeightDecay, LazyAdam  # noqa: F401
from .optimizer import Optimizer  # noqa: F401
from .sgd import SGD, Momentum  # noqa: F401
from .ada_grad import Adagrad  # noqa: F401
from .rmsprop import RMSProp  # noqa: F401
from .lamb import Lamb  # noqa: F401
from .lars import LARS  # noqa: F401
from .optim_more import ASGD, FTRL, AdaMax, Adadelta, ProximalAdagrad, Rprop  # noqa: F401  (h-ut2)
from .adafactor import AdaFactor  # noqa: F401  (h-pyn2)
