import sys
import mindspore
from mindspore import nn
from mindspore.nn import Cell
from mindspore.ops import functional as F
#
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.cell import Cell
from mindspore.nn.layer.normalization import _BatchNorm

class _BatchNormOpt(_BatchNorm, Cell):

    def __init__(self):
        Cell.__init__(self)
        for key, value in _BatchNorm.__dict__.items():
            if not key.startswith('__'):
                setattr(_BatchNormOpt, key, value)
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.layer.conv import _Conv

class _ConvOpt(_Conv, Cell):

    def __init__(self):
        Cell.__init__(self)
        for key, value in _Conv.__dict__.items():
            if not key.startswith('__'):
                setattr(_ConvOpt, key, value)
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.layer.conv import Conv2d
from mindspore.train.amp import amp_cast

class Conv2dOpt(Conv2d, _ConvOpt):

    def __init__(self, obj):
        _ConvOpt.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, x):
        x = amp_cast(x, mindspore.float16)
        weight_var = amp_cast(self.weight, mindspore.float16)
        output = self.conv2d(x, weight_var)
        output = amp_cast(output, mindspore.float32)
        if self.has_bias:
            output_var = amp_cast(output, mindspore.float16)
            bias_var = amp_cast(self.bias, mindspore.float16)
            output = self.bias_add(output_var, bias_var)
            output = amp_cast(output, mindspore.float32)
        return output
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.ops.primitive import _primexpr
from mindspore.nn.layer.normalization import BatchNorm2d

class BatchNorm2dOpt(BatchNorm2d, _BatchNormOpt):

    def __init__(self, obj):
        _BatchNormOpt.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self._check_input_dim = obj.__class__._check_input_dim

    @staticmethod
    @_primexpr
    def _check_input_dim(shape, cls_name):
        dim = len(shape)
        _check_dim(dim, 4, cls_name)
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.layer.activation import ReLU

class ReLUOpt(ReLU, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, input):
        input = amp_cast(input, mindspore.float16)
        relu_var = self.relu(input)
        relu_var = amp_cast(relu_var, mindspore.float32)
        return relu_var
#
sys.path.insert(0, '/work/wt-adapt35p/tests/conformance/tools/adapt35p_sweep')
ConvNet = getattr(sys.modules['__main__'], 'ConvNet')

class ConvNetOpt(ConvNet, nn.Cell):

    def __init__(self, obj):
        nn.Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self.relu = ReLUOpt(self.relu)
        self.bn1 = BatchNorm2dOpt(self.bn1)
        self.conv = Conv2dOpt(self.conv)
        self.bn2 = BatchNorm2dOpt(self.bn2)
        self.relu = ReLUOpt(self.relu)

    def construct(self, x):
        relu_var_1 = self.relu(x)
        x = self.bn1(relu_var_1)
        conv_var = self.conv(x)
        x = self.bn2(conv_var)
        tuple_var = (2, 3)
        relu_var = self.relu(x)
        mean_var = self.mean(relu_var, tuple_var)
        return mean_var
#