"""Layer Cells."""
from .activation import GELU, LogSoftmax, ReLU, Sigmoid, Softmax, Tanh, get_activation  # noqa: F401
from .basic import Dense, Dropout, Flatten  # noqa: F401
from .conv import Conv2d  # noqa: F401
from .embedding import Embedding  # noqa: F401
from .normalization import BatchNorm1d, BatchNorm2d, LayerNorm  # noqa: F401
from .pooling import AvgPool2d, MaxPool2d  # noqa: F401
# --- h-nn: more layers (activations, conv transpose/1-D, padding/resize, norms, pooling, RNNs) ---
from .activation_ext import (  # noqa: F401
    ELU, HSigmoid, HSwish, Hardtanh, Identity, LeakyReLU, LogSigmoid, Mish, PReLU, PReLUExt, ReLU6, SiLU, Softmin,
    Softsign, Tanhshrink,
)
from . import activation as _activation_module  # noqa: E402
_activation_module.PReLUExt = PReLUExt   # MindSpore's nn.layer.activation.PReLUExt (activation_ext imports activation)
from .conv_ext import Conv1d, Conv1dTranspose, Conv2dTranspose  # noqa: F401
from .basic_ext import CentralCrop, ClipByNorm, Pad, ResizeBilinear, Upsample  # noqa: F401
from .normalization_ext import (  # noqa: F401
    BatchNorm3d, GroupNorm, InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, SyncBatchNorm,
)
from .pooling_ext import AdaptiveAvgPool1d, AdaptiveAvgPool2d, AdaptiveAvgPool3d, AdaptiveMaxPool2d, AvgPool1d, MaxPool1d  # noqa: F401
from .combined import Conv2dBnAct, DenseBnAct  # noqa: F401
from .rnns import GRU, LSTM, RNN, GRUCell, LSTMCell, RNNCell  # noqa: F401
from .transformer import (  # noqa: F401
    MultiheadAttention, Transformer, TransformerDecoder, TransformerDecoderLayer, TransformerEncoder,
    TransformerEncoderLayer,
)
from .padding import (  # noqa: F401
    ConstantPad1d, ConstantPad2d, ConstantPad3d, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d,
    ReplicationPad2d, ReplicationPad3d, ZeroPad2d,
)
from .dropout_ext import Dropout1d, Dropout2d, Dropout3d  # noqa: F401
from .misc import (  # noqa: F401
    CELU, GLU, ChannelShuffle, HShrink, Norm, OneHot, PixelShuffle, PixelUnshuffle, Roll, SeLU, Softmax2d, SoftShrink,
    Threshold, Tril, Triu, Unflatten,
)
