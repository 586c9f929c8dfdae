import sys
import mindspore
from mindspore import nn
from mindspore.nn import Cell
from mindspore.ops import functional as F
#
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/auto_generate')
from mindspore.ops.auto_generate.gen_ops_prim import *
from mindspore.ops.auto_generate.pyboost_inner_prim import *
from mindspore.ops.operations.manually_defined.ops_def import *
from mindspore.ops.auto_generate.gen_ops_def import cast_op

def cast_opt_28(input, dtype):
    cast_op_var = cast_op(input, dtype)
    return cast_op_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
from nn_func import equal_
from nn_func import gather_
from nn_func import gather_d_
from nn_func import neg_
from nn_func import ones_like_

def _nll_loss_35(inputs, target, target_dim=-1, weight=None, ignore_index=None, reduction='none', label_smoothing=0.0):
    sub_var_4 = inputs.ndim - 1
    compare_var_13 = target.ndim == sub_var_4
    if compare_var_13:
        target = target.expand_dims(target_dim)
    compare_var_12 = ignore_index is not None
    if compare_var_12:
        non_pad_mask = equal_(target, ignore_index)
        cast_var = cast_opt_28(0, target.dtype)
        target = target.masked_fill(non_pad_mask, cast_var)
    else:
        non_pad_mask = target
    compare_var_11 = weight is not None
    if compare_var_11:
        loss_weights = gather_(weight, target, 0)
        orig_shape = inputs.shape
        compare_var_14 = inputs.ndim != 2
        if compare_var_14:
            usub_var_4 = -1
            tuple_var_1 = (usub_var_4,)
            subscript_var_1 = orig_shape[:2]
            add_var_2 = subscript_var_1 + tuple_var_1
            inputs = inputs.view(add_var_2)
            tuple_var = (1,)
            add_var_1 = weight.shape + tuple_var
            weight = weight.view(add_var_1)
        weighted_inputs = inputs * weight
        weighted_inputs = weighted_inputs.view(orig_shape)
        gather_d__var = gather_d_(weighted_inputs, target_dim, target)
        loss = neg_(gather_d__var)
        sum_var_3 = weighted_inputs.sum(axis=target_dim, keepdims=True)
        smooth_loss = neg_(sum_var_3)
    else:
        gather_d__var_1 = gather_d_(inputs, target_dim, target)
        loss = neg_(gather_d__var_1)
        sum_var_4 = inputs.sum(axis=target_dim, keepdims=True)
        smooth_loss = neg_(sum_var_4)
        loss_weights = ones_like_(loss)
    compare_var_10 = ignore_index is not None
    if compare_var_10:
        cast_var_3 = cast_opt_28(0, loss.dtype)
        loss = loss.masked_fill(non_pad_mask, cast_var_3)
        cast_var_2 = cast_opt_28(0, loss_weights.dtype)
        loss_weights = loss_weights.masked_fill(non_pad_mask, cast_var_2)
        cast_var_1 = cast_opt_28(0, smooth_loss.dtype)
        smooth_loss = smooth_loss.masked_fill(non_pad_mask, cast_var_1)
    loss = loss.squeeze(target_dim)
    smooth_loss = smooth_loss.squeeze(target_dim)
    compare_var_9 = reduction == 'sum'
    if compare_var_9:
        loss = loss.sum()
        smooth_loss = smooth_loss.sum()
    compare_var_8 = reduction == 'mean'
    if compare_var_8:
        sum_var_8 = loss_weights.sum()
        sum_var_7 = loss.sum()
        loss = sum_var_7 / sum_var_8
        sum_var_6 = loss_weights.sum()
        sum_var_5 = smooth_loss.sum()
        smooth_loss = sum_var_5 / sum_var_6
    subscript_var = inputs.shape[target_dim]
    eps_i = label_smoothing / subscript_var
    mult_var_8 = eps_i * smooth_loss
    sub_var_3 = 1.0 - label_smoothing
    mult_var_7 = sub_var_3 * loss
    loss = mult_var_7 + mult_var_8
    return loss
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')

def nll_loss_7(inputs, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    ndim = inputs.ndim
    compare_var_6 = ndim == 2
    if compare_var_6:
        usub_var_3 = -1
        ret = _nll_loss_35(inputs, target, usub_var_3, weight, ignore_index, reduction, label_smoothing)
    else:
        compare_var_7 = ndim == 4
        if compare_var_7:
            ret = _nll_loss_35(inputs, target, 1, weight, ignore_index, reduction, label_smoothing)
        else:
            compare_var_15 = ndim == 1
            if compare_var_15:
                ret = _nll_loss_35(inputs, target, 0, weight, ignore_index, reduction, label_smoothing)
            else:
                n = inputs.shape[0]
                c = inputs.shape[1]
                subscript_var_2 = inputs.shape[2:]
                tuple_var_4 = (n,)
                out_size = tuple_var_4 + subscript_var_2
                usub_var_6 = -1
                tuple_var_3 = (n, c, 1, usub_var_6)
                inputs = inputs.view(tuple_var_3)
                usub_var_5 = -1
                tuple_var_2 = (n, 1, usub_var_5)
                target = target.view(tuple_var_2)
                compare_var_16 = reduction != 'none'
                if compare_var_16:
                    ret = _nll_loss_35(inputs, target, 1, weight, ignore_index, reduction, label_smoothing)
                else:
                    ret = _nll_loss_35(inputs, target, 1, weight, ignore_index, label_smoothing=label_smoothing)
                    ret = ret.view(out_size)
    return ret
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
from mindspore.ops.auto_generate import sum_ext_op
from math_func import sum_ext_op as sum_ext_op_1

def sum_opt_7(input, dim=None, keepdim=False, *, dtype=None):
    sum_ext_op_var = sum_ext_op_1(input, dim, keepdim, dtype)
    return sum_ext_op_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
from mindspore import ops
from math_func import tensor_exp
from math_func import log_

def logsumexp_7(input, dim, keepdim=False):
    ReduceMax_var = ops.ReduceMax(keep_dims=True)
    input_max = ReduceMax_var(input, dim)
    sub_var_1 = input - input_max
    input_exp = tensor_exp(sub_var_1)
    input_sumexp = sum_opt_7(input_exp, dim, keepdim)
    input_logsumexp = log_(input_sumexp)
    not_var = not keepdim
    if not_var:
        input_max = input_max.squeeze(dim)
    add_var = input_logsumexp + input_max
    return add_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')

def _innner_log_softmax_14(inputs, axis):
    logsumexp_var = logsumexp_7(inputs, axis, True)
    sub_var = inputs - logsumexp_var
    return sub_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')

def _cross_entropy_7(inputs, target, target_dim, weight=None, reduction='mean', label_smoothing=0.0):
    class_dim = 0 if inputs.ndim == 1 else 1
    n_classes = inputs.shape[class_dim]
    inputs = _innner_log_softmax_14(inputs, class_dim)
    compare_var_4 = label_smoothing > 0.0
    if compare_var_4:
        div_var = label_smoothing / n_classes
        sub_var_2 = 1 - label_smoothing
        mult_var_2 = target * sub_var_2
        target = mult_var_2 + div_var
    compare_var_3 = weight is None
    if compare_var_3:
        weight = ones_like_(inputs)
    else:
        compare_var_5 = inputs.ndim != 1
        if compare_var_5:
            broadcast_shape = [1 for _ in range(inputs.ndim)]
            broadcast_shape[1] = weight.shape[0]
            weight = weight.reshape(broadcast_shape)
    compare_var_2 = reduction == 'mean'
    if compare_var_2:
        div_var_2 = inputs.size / n_classes
        mult_var_4 = inputs * target
        mult_var_3 = mult_var_4 * weight
        sum_var_1 = mult_var_3.sum()
        usub_var_1 = -sum_var_1
        div_var_1 = usub_var_1 / div_var_2
        return div_var_1
    compare_var_1 = reduction == 'sum'
    if compare_var_1:
        mult_var_6 = inputs * target
        mult_var_5 = mult_var_6 * weight
        sum_var_2 = mult_var_5.sum()
        usub_var_2 = -sum_var_2
        return usub_var_2
    mult_var_1 = inputs * target
    mult_var = mult_var_1 * weight
    sum_var = mult_var.sum(class_dim)
    usub_var = -sum_var
    return usub_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/ops/function')
import mindspore.common.dtype as mstype
from nn_func import _check_cross_entropy_inputs

def cross_entropy_opt_7(input, target, weight=None, ignore_index=-100, reduction='mean', label_smoothing=0.0):
    _check_cross_entropy_inputs(input, target, weight, ignore_index, reduction, label_smoothing)
    class_dim = 0 if input.ndim == 1 else 1
    list_var = [mstype.float32, mstype.float16]
    compare_var = target.dtype in list_var
    if compare_var:
        _cross_entropy_var = _cross_entropy_7(input, target, class_dim, weight, reduction, label_smoothing)
        return _cross_entropy_var
    _innner_log_softmax_var = _innner_log_softmax_14(input, class_dim)
    nll_loss_var = nll_loss_7(_innner_log_softmax_var, target, weight, ignore_index, reduction, label_smoothing)
    return nll_loss_var
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/loss')
from mindspore.nn.cell import Cell
from loss import LossBase

class LossBaseOpt(LossBase, Cell):

    def __init__(self):
        Cell.__init__(self)
        for key, value in LossBase.__dict__.items():
            if not key.startswith('__'):
                setattr(LossBaseOpt, key, value)
#
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')
from basic import Dense
from mindspore.train.amp import amp_cast

class DenseOpt_51(Dense, Cell):

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
from activation import ReLU

class ReLUOpt_25(ReLU, Cell):

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
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/layer')

class DenseOpt_50(Dense, Cell):

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
sys.path.insert(0, '/tmp/ms/lib/python3.11/site-packages/mindspore/nn/loss')
from loss import CrossEntropyLoss
from loss import _check_is_tensor
from loss import _check_cross_entropy_inputs as _check_cross_entropy_inputs_1

class CrossEntropyLossOpt_7(CrossEntropyLoss, LossBaseOpt):

    def __init__(self, obj):
        LossBaseOpt.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)

    def construct(self, logits, labels):
        _check_is_tensor('logits', logits, self.cls_name)
        _check_is_tensor('labels', labels, self.cls_name)
        _check_cross_entropy_inputs_1(logits.shape, labels.shape, logits.ndim, labels.ndim, logits.dtype, labels.dtype, self.cls_name)
        cross_entropy_var = cross_entropy_opt_7(logits, labels, self.weight, self.ignore_index, self.reduction, self.label_smoothing)
        return cross_entropy_var
#
sys.path.insert(0, '/work/wt-adapt43amp/tests/conformance/tools/adapt43amp_sweep')
Head = getattr(sys.modules['__main__'], 'Head')

class HeadOpt_51(Head, nn.Cell):

    def __init__(self, obj):
        nn.Cell.__init__(self)
        for key, value in obj.__dict__.items():
            setattr(self, key, value)
        self.body[0] = DenseOpt_50(self.body[0])
        self.body[1] = ReLUOpt_25(self.body[1])
        self.body[2] = DenseOpt_51(self.body[2])
        self.loss = CrossEntropyLossOpt_7(self.loss)

    def construct(self, x, y):
        out = self.body(x)
        compare_var = self.loss is None
        if compare_var:
            return out
        loss_var = self.loss(out, y)
        return loss_var
#