"""Defaults of the nn layers the model zoo uses most (MindSpore 2.10): parameter names/shapes/dtypes/
requires_grad, constant initial values (BatchNorm/LayerNorm/GroupNorm) and forward values with deterministic parameters (set from arange)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error

CONST = ("gamma", "beta", "moving_mean", "moving_variance", "bias_init_zero")


def params(c):
    out = []
    for p in c.get_parameters():
        leaf = p.name.split(".")[-1]
        item = [p.name, list(p.shape), str(p.dtype), bool(p.requires_grad)]
        if leaf in CONST or "in_proj_bias" in leaf:
            item.append(p.asnumpy().tolist())
        out.append(item)
    return out


def rec(name, mk, inp=None):
    c = mk()
    emit(name + "_params", params(c))
    if inp is None:
        return
    for p in c.get_parameters():
        n = int(np.prod(p.shape)) if p.shape else 1
        v = (np.arange(n, dtype=np.float64) % 7 - 3) / 10.0 + 0.5
        if "variance" in p.name:
            v = np.abs(v) + 0.5
        p.set_data(Tensor(v.reshape(p.shape).astype(p.asnumpy().dtype)))
    emit_error(name + "_out", lambda: c(*inp))


f = lambda *s: Tensor((np.arange(int(np.prod(s)), dtype=np.float32).reshape(s) % 11 - 5) / 4.0)
x4 = f(2,3,8,8)
rec('Conv2d', lambda: nn.Conv2d(3, 4, 3), [x4])
rec('Conv2d_bias', lambda: nn.Conv2d(3, 4, 3, has_bias=True), [x4])
rec('Conv2d_valid', lambda: nn.Conv2d(3, 4, 3, stride=2, pad_mode='valid'), [x4])
rec('Conv2d_pad', lambda: nn.Conv2d(3, 4, 3, pad_mode='pad', padding=1, dilation=2), [x4])
rec('Conv1d', lambda: nn.Conv1d(3, 4, 3), [f(2,3,9)])
rec('Conv3d', lambda: nn.Conv3d(3, 4, 3), [f(1,3,5,5,5)])
rec('Conv2dTranspose', lambda: nn.Conv2dTranspose(3, 4, 3), [x4])
rec('Conv2dTranspose_s2', lambda: nn.Conv2dTranspose(3, 4, 3, stride=2), [x4])
rec('Conv1dTranspose', lambda: nn.Conv1dTranspose(3, 4, 3), [f(2,3,9)])
rec('Dense', lambda: nn.Dense(5, 3), [f(2,5)])
rec('Dense_relu', lambda: nn.Dense(5, 3, activation='relu'), [f(2,5)])
rec('Dense_nobias', lambda: nn.Dense(5, 3, has_bias=False), [f(2,5)])
rec('Dense_3d', lambda: nn.Dense(5, 3), [f(2,4,5)])
rec('BatchNorm2d', lambda: nn.BatchNorm2d(3), [x4])
rec('BatchNorm2d_eval', lambda: nn.BatchNorm2d(3).set_train(False), [x4])
rec('BatchNorm2d_train', lambda: nn.BatchNorm2d(3).set_train(True), [x4])
rec('BatchNorm1d', lambda: nn.BatchNorm1d(5), [f(4,5)])
rec('BatchNorm1d_train', lambda: nn.BatchNorm1d(5).set_train(), [f(4,5)])
rec('BatchNorm3d', lambda: nn.BatchNorm3d(3), [f(1,3,2,2,2)])
rec('LayerNorm', lambda: nn.LayerNorm((5,)), [f(2,3,5)])
rec('LayerNorm2', lambda: nn.LayerNorm((3,5), begin_norm_axis=1, begin_params_axis=1), [f(2,3,5)])
rec('GroupNorm', lambda: nn.GroupNorm(2, 4), [f(2,4,3,3)])
rec('Dropout', lambda: nn.Dropout(), [x4])
rec('Dropout_k', lambda: nn.Dropout(keep_prob=0.8), [x4])
rec('Dropout_p', lambda: nn.Dropout(p=0.2), [x4])
rec('MaxPool2d', lambda: nn.MaxPool2d(), [x4])
rec('MaxPool2d_k3', lambda: nn.MaxPool2d(3, 2, pad_mode='same'), [x4])
rec('MaxPool2d_pad', lambda: nn.MaxPool2d(3, 2, pad_mode='pad', padding=1), [x4])
rec('AvgPool2d', lambda: nn.AvgPool2d(), [x4])
rec('AvgPool2d_k3', lambda: nn.AvgPool2d(3, 2, pad_mode='same'), [x4])
rec('AvgPool2d_pad', lambda: nn.AvgPool2d(3, 2, pad_mode='pad', padding=1), [x4])
rec('AvgPool2d_padnoinc', lambda: nn.AvgPool2d(3, 2, pad_mode='pad', padding=1, count_include_pad=False), [x4])
rec('AvgPool2d_ceil', lambda: nn.AvgPool2d(3, 2, pad_mode='pad', ceil_mode=True), [x4])
rec('MaxPool1d', lambda: nn.MaxPool1d(), [f(2,3,9)])
rec('AvgPool1d', lambda: nn.AvgPool1d(), [f(2,3,9)])
rec('AdaptiveAvgPool2d', lambda: nn.AdaptiveAvgPool2d((3,3)), [x4])
rec('AdaptiveMaxPool2d', lambda: nn.AdaptiveMaxPool2d((3,3)), [x4])
rec('ReLU', lambda: nn.ReLU(), [x4])
rec('LeakyReLU', lambda: nn.LeakyReLU(), [x4])
rec('LeakyReLU2', lambda: nn.LeakyReLU(0.1), [x4])
rec('GELU', lambda: nn.GELU(), [x4])
rec('GELU_na', lambda: nn.GELU(approximate=False), [x4])
rec('Sigmoid', lambda: nn.Sigmoid(), [x4])
rec('Softmax', lambda: nn.Softmax(), [x4])
rec('LogSoftmax', lambda: nn.LogSoftmax(), [x4])
rec('Tanh', lambda: nn.Tanh(), [x4])
rec('HSwish', lambda: nn.HSwish(), [x4])
rec('ELU', lambda: nn.ELU(), [x4])
rec('PReLU', lambda: nn.PReLU(), [x4])
rec('Flatten', lambda: nn.Flatten(), [x4])
rec('Embedding', lambda: nn.Embedding(10, 4), [Tensor(np.array([[1,2],[3,9]], np.int32))])
rec('Embedding_pad', lambda: nn.Embedding(10, 4, padding_idx=0), [Tensor(np.array([[0,2],[3,9]], np.int32))])
rec('LSTM', lambda: nn.LSTM(4, 3), [f(2,5,4)])
rec('LSTM_bf', lambda: nn.LSTM(4, 3, num_layers=2, batch_first=True, bidirectional=True), [f(2,5,4)])
rec('GRU', lambda: nn.GRU(4, 3), [f(2,5,4)])
rec('RNN', lambda: nn.RNN(4, 3), [f(2,5,4)])
rec('Pad', lambda: nn.Pad(((0,0),(0,0),(1,1),(2,2))), [x4])
rec('Pad_reflect', lambda: nn.Pad(((0,0),(0,0),(1,1),(2,2)), mode='REFLECT'), [x4])
rec('SoftmaxCE', lambda: nn.SoftmaxCrossEntropyWithLogits(), [f(3,5), Tensor(np.eye(5, dtype=np.float32)[:3])])
rec('SoftmaxCE_sparse', lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True), [f(3,5), Tensor(np.array([1,2,4], np.int32))])
rec('SoftmaxCE_sparse_mean', lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), [f(3,5), Tensor(np.array([1,2,4], np.int32))])
rec('L1Loss', lambda: nn.L1Loss(), [f(3,5), f(3,5)*0.5])
rec('MSELoss', lambda: nn.MSELoss(), [f(3,5), f(3,5)*0.5])
rec('SmoothL1Loss', lambda: nn.SmoothL1Loss(), [f(3,5), f(3,5)*0.5])
rec('CrossEntropyLoss', lambda: nn.CrossEntropyLoss(), [f(3,5), Tensor(np.array([1,2,4], np.int32))])
rec('BCEWithLogits', lambda: nn.BCEWithLogitsLoss(), [f(3,5), Tensor(np.ones((3,5), np.float32)*0.3)])
rec('NLLLoss', lambda: nn.NLLLoss(), [f(3,5), Tensor(np.array([1,2,4], np.int32))])
rec('ReLU6', lambda: nn.ReLU6(), [x4])
rec('HSigmoid', lambda: nn.HSigmoid(), [x4])
rec('Conv2dBnAct', lambda: nn.Conv2dBnAct(3, 4, 3, has_bn=True, activation='relu'), [x4])
rec('DenseBnAct', lambda: nn.DenseBnAct(5, 3, has_bn=True, activation='relu'), [f(2,5)])

rec('Upsample', lambda: nn.Upsample(scale_factor=2.0), [x4])
rec('MultiheadAttention', lambda: nn.MultiheadAttention(4, 2), [f(3,2,4), f(3,2,4), f(3,2,4)])
rec('TransformerEncoderLayer', lambda: nn.TransformerEncoderLayer(4, 2, dim_feedforward=8), [f(3,2,4)])
