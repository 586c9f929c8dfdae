"""nn layer constructor argument checks of MindSpore 2.10 (ut nn/test_conv.py, test_dense.py, test_pooling.py,
test_batchnorm.py, test_nn_embedding.py, test_clip_by_norm.py, test_lstm.py, adapted): arguments msgraph built
Cells from (or rejected with another class) are MindSpore's TypeError / ValueError at construction."""
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error


def built(fn):
    return lambda: type(fn()).__name__


cases = [
    ("dense_has_bias_int", lambda: nn.Dense(3, 2, has_bias=1)),
    ("conv2d_has_bias_int", lambda: nn.Conv2d(3, 2, 3, has_bias=1)),
    ("conv1d_has_bias_int", lambda: nn.Conv1d(3, 2, 3, has_bias=1)),
    ("conv2d_padding_3", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1))),
    ("conv2d_padding_2", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=(1, 2))),
    ("conv2d_padding_list", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=[1, 1, 1, 1])),
    ("conv2d_kernel_3", lambda: nn.Conv2d(3, 1, (3, 3, 3))),
    ("conv2d_kernel_list", lambda: nn.Conv2d(3, 1, [3, 3])),
    ("conv2d_stride_3", lambda: nn.Conv2d(3, 1, 3, stride=(1, 1, 1))),
    ("conv2d_pad_mode_int", lambda: nn.Conv2d(3, 1, 3, pad_mode=1)),
    ("conv2dT_padding_3", lambda: nn.Conv2dTranspose(3, 1, 3, pad_mode="pad", padding=(1, 1, 1))),
    ("conv3d_kernel_2", lambda: nn.Conv3d(3, 1, (3, 3))),
    ("conv3d_stride_2", lambda: nn.Conv3d(3, 1, 3, stride=(1, 1))),
    ("conv3d_padding_4", lambda: nn.Conv3d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1, 1))),
    ("conv3d_padding_neg", lambda: nn.Conv3d(3, 1, 3, pad_mode="pad", padding=-1)),
    ("conv3d_pad_mode_int", lambda: nn.Conv3d(3, 1, 3, pad_mode=1)),
    ("conv3dT_kernel_2", lambda: nn.Conv3dTranspose(3, 1, (3, 3))),
    ("maxpool_kernel_3", lambda: nn.MaxPool2d((2, 2, 2))),
    ("maxpool_kernel_4", lambda: nn.MaxPool2d((1, 1, 2, 2))),
    ("maxpool_stride_3", lambda: nn.MaxPool2d(2, (1, 1, 1))),
    ("maxpool_padding_neg", lambda: nn.MaxPool2d(2, pad_mode="pad", padding=-1)),
    ("maxpool_padding_3", lambda: nn.MaxPool2d(2, pad_mode="pad", padding=(1, 1, 1))),
    ("avgpool_padding_neg", lambda: nn.AvgPool2d(2, pad_mode="pad", padding=-1)),
    ("avgpool_padding_neg_valid", lambda: nn.AvgPool2d(2, padding=-1)),
    ("adaptive_avg_3", lambda: nn.AdaptiveAvgPool2d((2, 2, 2))),
    ("adaptive_avg_1", lambda: nn.AdaptiveAvgPool2d((2,))),
    ("adaptive_avg_neg", lambda: nn.AdaptiveAvgPool2d((-2, 2))),
    ("adaptive_avg_float", lambda: nn.AdaptiveAvgPool2d(2.0)),
    ("batchnorm_float", lambda: nn.BatchNorm2d(3.0)),
    ("batchnorm_str", lambda: nn.BatchNorm2d("a")),
    ("batchnorm_bool", lambda: nn.BatchNorm2d(True)),
    ("batchnorm1d_float", lambda: nn.BatchNorm1d(3.0)),
    ("batchnorm_use_stats_int", lambda: nn.BatchNorm2d(3, use_batch_statistics=1)),
    ("embedding_one_hot_int", lambda: nn.Embedding(4, 3, use_one_hot=1)),
    ("embedding_one_hot_none", lambda: nn.Embedding(4, 3, use_one_hot=None)),
    ("clip_axis_float", lambda: nn.ClipByNorm(axis=1.5)),
    ("clip_axis_str", lambda: nn.ClipByNorm(axis="a")),
    ("clip_axis_item_float", lambda: nn.ClipByNorm(axis=(0, 1.5))),
    ("norm_axis_float", lambda: nn.Norm(axis=1.0)),
    ("norm_axis_str", lambda: nn.Norm(axis="a")),
    ("lstm_dropout_int", lambda: nn.LSTM(3, 4, dropout=1)),
    ("lstm_dropout_zero_int", lambda: nn.LSTM(3, 4, dropout=0)),
    ("gru_dropout_int", lambda: nn.GRU(3, 4, dropout=1)),
    ("rnn_dropout_int", lambda: nn.RNN(3, 4, dropout=0)),
    # accepted by both
    ("conv2d_padding_4", lambda: nn.Conv2d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1, 1))),
    ("conv3d_padding_6", lambda: nn.Conv3d(3, 1, 3, pad_mode="pad", padding=(1, 1, 1, 1, 1, 1))),
    ("maxpool_padding_2", lambda: nn.MaxPool2d(2, pad_mode="pad", padding=(1, 1))),
    ("adaptive_avg_none", lambda: nn.AdaptiveAvgPool2d((None, 2))),
    ("clip_axis_list", lambda: nn.ClipByNorm(axis=[0, 1])),
    ("lstm_dropout_float", lambda: nn.LSTM(3, 4, dropout=0.0)),
    ("dense_has_bias_false", lambda: nn.Dense(3, 2, has_bias=False)),
]
for label, fn in cases:
    emit_error(label, built(fn))
