"""Layer Cells."""
from .activation import GELU, LogSoftmax, ReLU, Sigmoid, Softmax, Tanh, get_activation  # noqa: F401
from .basic import Dense, Dropout, Flatten  # noqa: F401
from .conv import Conv2d  # noqa: F401
from .embedding import Embedding  # noqa: F401
from .normalization import BatchNorm1d, BatchNorm2d, LayerNorm  # noqa: F401
from .pooling import AvgPool2d, MaxPool2d  # noqa: F401
