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
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
import mindspore.common.dtype as mstype
from mindspore.ops.function.array_func import scalar_to_tensor_

def scalar_to_tensor_opt(input_x, dtype=mstype.float32):
    scalar_to_tensor__var = scalar_to_tensor_(input_x, dtype)
    return scalar_to_tensor__var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
from mindspore.ops.function.nn_func import _check_is_tensor
from mindspore.ops.function.nn_func import _check_value_type
from mindspore.ops.function.nn_func import cast_

def leaky_relu_opt(input, alpha=0.2):
    _check_is_tensor('input', input, 'leaky_relu')
    list_var = [float, int]
    _check_value_type('alpha', alpha, list_var, 'leaky_relu')
    select_op = maximum_
    compare_var = alpha > 1
    if compare_var:
        select_op = minimum_
    scalar_to_tensor_var = scalar_to_tensor_opt(alpha)
    alpha = cast_(scalar_to_tensor_var, input.dtype)
    mult_var = alpha * input
    select_op_var = select_op(mult_var, input)
    return select_op_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.nn.layer.activation import LeakyReLU

class LeakyReLUOpt(LeakyReLU, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, x):
        out = leaky_relu_opt(x, self.alpha)
        return out
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore.ops.primitive import _primexpr
from mindspore.nn.layer.normalization import BatchNorm1d

class BatchNorm1dOpt(BatchNorm1d, _BatchNormOpt):

    def __init__(self, obj):
        _BatchNormOpt.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self._check_input_dim = obj.__class__._check_input_dim

    @staticmethod
    @_primexpr
    def _check_input_dim(shape, cls_name):

        def _check(dim):
            if dim not in (2, 3):
                raise ValueError(f"For '{cls_name}', the must have 2 dims or 3 dims, but got {dim}.")
        dim = len(shape)
        _check(dim)
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore import log as logger
from mindspore.nn.layer.basic import Dropout

class DropoutOpt(Dropout, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, x):
        compare_var_1 = self.p == 0
        compare_var = self.keep_prob == 1
        not_var = not self.training
        or_var = not_var or compare_var or compare_var_1
        if or_var:
            return x
        out, _ = self.dropout(x)
        return out

    def extend_repr(self):
        if self.p is None:
            logger.warning('For Dropout, this parameter `keep_prob` will be deprecated, please use `p` instead.')
            return f'keep_prob={self.keep_prob}'
        return f'p={self.p}'
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from mindspore import ops
from mindspore.nn.layer.basic import Dense
from mindspore.train.amp import amp_cast

class DenseOpt(Dense, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, x):
        x_var = amp_cast(x, mindspore.float16)
        x_shape = self.shape_op(x_var)
        x_shape = amp_cast(x_shape, mindspore.float32)
        len_var_1 = len(x_shape)
        compare_var_1 = len_var_1 != 2
        if compare_var_1:
            subscript_var = x_shape[-1]
            usub_var = -1
            tuple_var = (usub_var, subscript_var)
            x_var_4 = amp_cast(x, mindspore.float16)
            tuple_var = amp_cast(tuple_var, mindspore.float16)
            x = self.reshape(x_var_4, tuple_var)
            x = amp_cast(x, mindspore.float32)
        x_var_1 = amp_cast(x, mindspore.float16)
        weight_var = amp_cast(self.weight, mindspore.float16)
        x = self.matmul(x_var_1, weight_var)
        x = amp_cast(x, mindspore.float32)
        if self.has_bias:
            x_var_3 = amp_cast(x, mindspore.float16)
            bias_var = amp_cast(self.bias, mindspore.float16)
            x = self.bias_add(x_var_3, bias_var)
            x = amp_cast(x, mindspore.float32)
        if self.activation_flag:
            x = self.activation(x)
        len_var = len(x_shape)
        compare_var = len_var != 2
        if compare_var:
            subscript_var_2 = ops.shape(x)[-1]
            tuple_var_1 = (subscript_var_2,)
            subscript_var_1 = x_shape[:-1]
            out_shape = subscript_var_1 + tuple_var_1
            x_var_2 = amp_cast(x, mindspore.float16)
            out_shape = amp_cast(out_shape, mindspore.float16)
            x = self.reshape(x_var_2, out_shape)
            x = amp_cast(x, mindspore.float32)
        return x

    def extend_repr(self):
        s = f'input_channels={self.in_channels}, output_channels={self.out_channels}'
        if self.has_bias:
            s += f', has_bias={self.has_bias}'
        if self.activation_flag:
            s += f', activation={self.activation}'
        return s
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')

class DenseOpt_1(Dense, Cell):

    def __init__(self, obj):
        Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, x):
        x_var = amp_cast(x, mindspore.float16)
        x_shape = self.shape_op(x_var)
        x_shape = amp_cast(x_shape, mindspore.float32)
        len_var_1 = len(x_shape)
        compare_var_1 = len_var_1 != 2
        if compare_var_1:
            subscript_var = x_shape[-1]
            usub_var = -1
            tuple_var = (usub_var, subscript_var)
            x_var_3 = amp_cast(x, mindspore.float16)
            tuple_var = amp_cast(tuple_var, mindspore.float16)
            x = self.reshape(x_var_3, tuple_var)
            x = amp_cast(x, mindspore.float32)
        x_var_1 = amp_cast(x, mindspore.float16)
        weight_var = amp_cast(self.weight, mindspore.float16)
        x = self.matmul(x_var_1, weight_var)
        x = amp_cast(x, mindspore.float32)
        if self.has_bias:
            x = self.bias_add(x, self.bias)
        if self.activation_flag:
            x = self.activation(x)
        len_var = len(x_shape)
        compare_var = len_var != 2
        if compare_var:
            subscript_var_2 = ops.shape(x)[-1]
            tuple_var_1 = (subscript_var_2,)
            subscript_var_1 = x_shape[:-1]
            out_shape = subscript_var_1 + tuple_var_1
            x_var_2 = amp_cast(x, mindspore.float16)
            out_shape = amp_cast(out_shape, mindspore.float16)
            x = self.reshape(x_var_2, out_shape)
            x = amp_cast(x, mindspore.float32)
        return x

    def extend_repr(self):
        s = f'input_channels={self.in_channels}, output_channels={self.out_channels}'
        if self.has_bias:
            s += f', has_bias={self.has_bias}'
        if self.activation_flag:
            s += f', activation={self.activation}'
        return s
#
sys.path.insert(0, '/work/wt-adapt42nn/tests/conformance/tools/adapt42nn_sweep')
SeqNet = getattr(sys.modules['__main__'], 'SeqNet')

class SeqNetOpt(SeqNet, nn.Cell):

    def __init__(self, obj):
        nn.Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self.body[0] = DenseOpt(self.body[0])
        self.body[1] = DropoutOpt(self.body[1])
        self.body[2] = BatchNorm1dOpt(self.body[2])
        self.body[3] = LeakyReLUOpt(self.body[3])
        self.head = DenseOpt_1(self.head)

    def construct(self, x):
        body_var = self.body(x)
        head_var = self.head(body_var)
        return head_var
#