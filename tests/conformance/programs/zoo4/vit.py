# Model code adapted from mindspore-ai/models official/cv/VIT/src/{vit,cross_entropy,optimizer,lr_generator}.py:
# Copyright 2020-2022 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
# ============================================================================
"""ViT from the model zoo (official/cv/VIT, d_model 8, depth 2, 12x12 images, 4x4 patches): VitConfig with
initializer objects (Normal, XavierUniform) and LayerNorm / GELU / Softmax instances, BatchDense
(weight.set_data(initializer(...))), VitStem patch reshape/transpose, cls token Tile + Concat, `x +=`
pos_embedding slice, Attention with BatchMatMul(transpose_b) and casts, ResidualCell, DropPath (eval),
SequentialCell nesting; CrossEntropySmooth (LossBase, tuple logits, aux) and CrossEntropySmoothMixup
(Select/Equal/Fill); the zoo's AdamW Optimizer subclass (@opt_init_args_register, parameters.clone
(prefix, init), @jit construct assigning self.beta1_power, Map/HyperMap over MultitypeFuncGraph with
Bool args, partial, clip_by_global_norm, group params with order_params and grad_centralization,
decay_flags, optim_filter), get_lr in its modes; Model train with LossMonitor, eval."""
import io
import contextlib
import numpy as np
import mindspore as ms
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import jit, nn
from mindspore.common.initializer import initializer
from mindspore.common.parameter import Parameter
from mindspore.nn import Cell, Dense, Dropout, SequentialCell
from mindspore.nn.loss.loss import LossBase as Loss
from mindspore.nn.optim import Optimizer
from mindspore.nn.optim.optimizer import opt_init_args_register
from mindspore import Tensor
from mindspore.train.callback import LossMonitor
from _conf import emit
from _zoo4 import StepLoss, head, image, set_weights

MIN_NUM_PATCHES = 4


class edict(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__


class VitConfig:
    def __init__(self, configs, drop=0.0, drop_path=0.0):
        self.configs = configs
        self.network_norm = ms.nn.LayerNorm((configs.normalized_shape,))
        self.network_init = ms.common.initializer.Normal(sigma=1.0)
        self.network_dropout_rate = drop
        self.network_pool = 'cls'
        self.network = ViT
        self.stem_init = ms.common.initializer.XavierUniform()
        self.stem = VitStem
        self.body_norm = ms.nn.LayerNorm
        self.body_drop_path_rate = drop_path
        self.body = Transformer
        self.attention_init = ms.common.initializer.XavierUniform()
        self.attention_activation = ms.nn.Softmax()
        self.attention_dropout_rate = drop
        self.attention = Attention
        self.feedforward_init = ms.common.initializer.XavierUniform()
        self.feedforward_activation = ms.nn.GELU()
        self.feedforward_dropout_rate = drop
        self.feedforward = FeedForward
        self.head = origin_head
        self.head_init = ms.common.initializer.XavierUniform()
        self.head_dropout_rate = drop
        self.head_norm = ms.nn.LayerNorm((configs.normalized_shape,))
        self.head_activation = ms.nn.GELU()


class DropPath(Cell):
    def __init__(self, drop_prob=None, seed=0):
        super(DropPath, self).__init__()
        self.keep_prob = 1 - drop_prob
        seed = min(seed, 0)
        self.shape = ops.Shape()
        self.ones = ops.Ones()
        self.dropout = Dropout(p=1 - self.keep_prob)

    def construct(self, x):
        if self.training:
            x_shape = self.shape(x)
            mask = self.ones((x_shape[0], 1, 1), ms.float32)
            x = self.dropout(mask)*x
        return x


class BatchDense(Cell):
    def __init__(self, in_features, out_features, initialization, has_bias=True):
        super().__init__()
        self.out_features = out_features
        self.dense = Dense(in_features, out_features, has_bias=has_bias)
        self.dense.weight.set_data(initializer(initialization, [out_features, in_features]))
        self.reshape = ops.Reshape()

    def construct(self, x):
        bs, seq_len, d_model = x.shape
        out = self.reshape(x, (bs * seq_len, d_model))
        out = self.dense(out)
        out = self.reshape(out, (bs, seq_len, self.out_features))
        return out


class ResidualCell(Cell):
    def __init__(self, cell):
        super().__init__()
        self.cell = cell

    def construct(self, x, **kwargs):
        return self.cell(x, **kwargs) + x


def origin_head(vit_config):
    d_model = vit_config.configs.d_model
    num_classes = vit_config.configs.num_classes
    initialization = vit_config.head_init
    dense = Dense(d_model, num_classes)
    dense.weight.set_data(initializer(initialization, [num_classes, d_model]))
    return SequentialCell([dense])


class VitStem(Cell):
    def __init__(self, vit_config):
        super().__init__()
        d_model = vit_config.configs.d_model
        patch_size = vit_config.configs.patch_size
        image_size = vit_config.configs.image_size
        initialization = vit_config.stem_init
        channels = 3
        assert image_size % patch_size == 0, 'Image dimensions must be divisible by the patch size.'
        num_patches = (image_size // patch_size) ** 2
        assert num_patches > MIN_NUM_PATCHES, f'your number of patches {num_patches} is too small'
        patch_dim = channels * patch_size ** 2
        self.patch_size = patch_size
        self.reshape = ops.Reshape()
        self.transpose = ops.Transpose()
        self.patch_to_embedding = BatchDense(patch_dim, d_model, initialization, has_bias=True)

    def construct(self, img):
        p = self.patch_size
        bs, channels, h, w = img.shape
        x = self.reshape(img, (bs, channels, h // p, p, w // p, p))
        x = self.transpose(x, (0, 2, 4, 1, 3, 5))
        x = self.reshape(x, (bs, (h//p)*(w//p), channels*p*p))
        x = self.patch_to_embedding(x)
        return x


class ViT(Cell):
    def __init__(self, vit_config):
        super().__init__()
        d_model = vit_config.configs.d_model
        patch_size = vit_config.configs.patch_size
        image_size = vit_config.configs.image_size
        initialization = vit_config.network_init
        pool = vit_config.network_pool
        dropout_rate = vit_config.network_dropout_rate
        norm = vit_config.network_norm
        stem = vit_config.stem(vit_config)
        body = vit_config.body(vit_config)
        head = vit_config.head(vit_config)
        assert pool in {'cls', 'mean'}, 'pool type must be either cls or mean'
        num_patches = (image_size // patch_size) ** 2
        if pool == "cls":
            self.cls_token = Parameter(initializer(initialization, (1, 1, d_model)),
                                       name='cls', requires_grad=True)
            self.pos_embedding = Parameter(initializer(initialization, (1, num_patches + 1, d_model)),
                                           name='pos_embedding', requires_grad=True)
            self.tile = ops.Tile()
            self.cat_1 = ops.Concat(axis=1)
        else:
            self.pos_embedding = Parameter(initializer(initialization, (1, num_patches, d_model)),
                                           name='pos_embedding', requires_grad=True)
            self.mean = ops.ReduceMean(keep_dims=False)
        self.pool = pool
        self.dropout = Dropout(p=dropout_rate)
        self.stem = stem
        self.body = body
        self.head = head
        self.norm = norm

    def construct(self, img):
        x = self.stem(img)
        bs, seq_len, _ = x.shape
        if self.pool == "cls":
            cls_tokens = self.tile(self.cls_token, (bs, 1, 1))
            x = self.cat_1((cls_tokens, x))
            x += self.pos_embedding[:, :(seq_len + 1)]
        else:
            x += self.pos_embedding[:, :seq_len]
        y = ops.cast(x, ms.float32)
        y = self.dropout(y)
        x = ops.cast(y, x.dtype)
        x = self.body(x)
        if self.norm is not None:
            x = self.norm(x)
        if self.pool == "cls":
            x = x[:, 0]
        else:
            x = self.mean(x, (-2,))
        return self.head(x)


class Attention(Cell):
    def __init__(self, vit_config):
        super().__init__()
        d_model = vit_config.configs.d_model
        dim_head = vit_config.configs.dim_head
        heads = vit_config.configs.heads
        initialization = vit_config.attention_init
        activation = vit_config.attention_activation
        dropout_rate = vit_config.attention_dropout_rate
        inner_dim = heads * dim_head
        self.dim_head = dim_head
        self.heads = heads
        self.scale = Tensor([dim_head ** -0.5])
        self.to_q = Dense(d_model, inner_dim, has_bias=True)
        self.to_q.weight.set_data(initializer(initialization, [inner_dim, d_model]))
        self.to_k = Dense(d_model, inner_dim, has_bias=True)
        self.to_k.weight.set_data(initializer(initialization, [inner_dim, d_model]))
        self.to_v = Dense(d_model, inner_dim, has_bias=True)
        self.to_v.weight.set_data(initializer(initialization, [inner_dim, d_model]))
        self.to_out = Dense(inner_dim, d_model, has_bias=True)
        self.to_out.weight.set_data(initializer(initialization, [inner_dim, d_model]))
        self.dropout = Dropout(p=dropout_rate)
        self.activation = activation
        self.reshape = ops.Reshape()
        self.transpose = ops.Transpose()
        self.mul = ops.Mul()
        self.q_matmul_k = ops.BatchMatMul(transpose_b=True)
        self.attn_matmul_v = ops.BatchMatMul()
        self.softmax_nz = True

    def construct(self, x):
        bs, seq_len, d_model, h, d = x.shape[0], x.shape[1], x.shape[2], self.heads, self.dim_head
        x_2d = self.reshape(x, (-1, d_model))
        q, k, v = self.to_q(x_2d), self.to_k(x_2d), self.to_v(x_2d)
        if self.softmax_nz:
            q = self.reshape(q, (bs, seq_len, h, d))
            q = self.transpose(q, (0, 2, 1, 3))
            q = ops.cast(q, ms.float32)
            q = self.mul(q, self.scale)
            k = self.reshape(k, (bs, seq_len, h, d))
            k = self.transpose(k, (0, 2, 1, 3))
            v = self.reshape(v, (bs, seq_len, h, d))
            v = self.transpose(v, (0, 2, 1, 3))
            q = ops.cast(q, k.dtype)
            attn_scores = self.q_matmul_k(q, k)
            attn_scores = ops.cast(attn_scores, x.dtype)
            attn_scores = self.activation(attn_scores)
        else:
            q = self.reshape(q, (bs, seq_len, h, d))
            q = self.transpose(q, (0, 2, 1, 3))
            k = self.reshape(k, (bs, seq_len, h, d))
            k = self.transpose(k, (0, 2, 1, 3))
            v = self.reshape(v, (bs, seq_len, h, d))
            v = self.transpose(v, (0, 2, 1, 3))
            attn_scores = self.q_matmul_k(q, k)
            attn_scores = ops.cast(attn_scores, ms.float32)
            attn_scores = self.mul(attn_scores, self.scale)
            attn_scores = ops.cast(attn_scores, x.dtype)
            attn_scores = self.activation(attn_scores)
        out = self.attn_matmul_v(attn_scores, v)
        out = self.transpose(out, (0, 2, 1, 3))
        out = self.reshape(out, (bs*seq_len, h*d))
        out = self.to_out(out)
        out = self.reshape(out, (bs, seq_len, d_model))
        y = ops.cast(out, ms.float32)
        y = self.dropout(y)
        out = ops.cast(y, out.dtype)
        return out


class FeedForward(Cell):
    def __init__(self, vit_config):
        super().__init__()
        d_model = vit_config.configs.d_model
        hidden_dim = vit_config.configs.mlp_dim
        initialization = vit_config.feedforward_init
        activation = vit_config.feedforward_activation
        dropout_rate = vit_config.feedforward_dropout_rate
        self.ff1 = BatchDense(d_model, hidden_dim, initialization)
        self.activation = activation
        self.dropout = Dropout(p=dropout_rate)
        self.ff2 = BatchDense(hidden_dim, d_model, initialization)

    def construct(self, x):
        y = self.ff1(x)
        y = ops.cast(y, ms.float32)
        y = self.activation(y)
        y = self.dropout(y)
        y = ops.cast(y, x.dtype)
        y = self.ff2(y)
        y = ops.cast(y, ms.float32)
        y = self.dropout(y)
        y = ops.cast(y, x.dtype)
        return y


class Transformer(Cell):
    def __init__(self, vit_config):
        super().__init__()
        depth = vit_config.configs.depth
        drop_path_rate = vit_config.body_drop_path_rate
        dpr = [x.item() for x in np.linspace(0, drop_path_rate, depth)]
        att_seeds = [0 for _ in range(depth)]
        mlp_seeds = [0 for _ in range(depth)]
        layers = []
        for i in range(depth):
            normalization = vit_config.body_norm((vit_config.configs.normalized_shape,))
            normalization2 = vit_config.body_norm((vit_config.configs.normalized_shape,))
            attention = vit_config.attention(vit_config)
            feedforward = vit_config.feedforward(vit_config)
            if drop_path_rate > 0:
                layers.append(
                    SequentialCell([
                        ResidualCell(SequentialCell([normalization,
                                                     attention,
                                                     DropPath(dpr[i], att_seeds[i])])),
                        ResidualCell(SequentialCell([normalization2,
                                                     feedforward,
                                                     DropPath(dpr[i], mlp_seeds[i])]))
                    ])
                )
            else:
                layers.append(
                    SequentialCell([
                        ResidualCell(SequentialCell([normalization,
                                                     attention])),
                        ResidualCell(SequentialCell([normalization2,
                                                     feedforward]))
                    ])
                )
        self.layers = SequentialCell(layers)

    def construct(self, x):
        return self.layers(x)


class CrossEntropySmooth(Loss):
    def __init__(self, sparse=True, reduction='mean', smooth_factor=0., num_classes=1000, aux_factor=0.4):
        super().__init__()
        self.aux_factor = aux_factor
        self.onehot = ops.OneHot()
        self.sparse = sparse
        self.on_value = Tensor(1.0 - smooth_factor, ms.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), ms.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, logits, label):
        if isinstance(logits, tuple):
            logit, aux_logit = logits
        else:
            logit, aux_logit = logits, None
        if self.sparse:
            label = self.onehot(label, logit.shape[1], self.on_value, self.off_value)
        loss = self.ce(logit, label)
        if aux_logit is not None:
            loss = loss + self.aux_factor * self.ce(aux_logit, label)
        return loss


class CrossEntropySmoothMixup(Loss):
    def __init__(self, reduction='mean', smooth_factor=0., num_classes=1000):
        super().__init__()
        self.on_value = Tensor(1.0 - smooth_factor, ms.float32)
        self.off_value = 1.0 * smooth_factor / (num_classes - 2)
        self.cross_entropy = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, logit, label):
        off_label = ops.Select()(ops.Equal()(label, 0.0), \
           ops.Fill()(ms.float32, label.shape, self.off_value), \
           ops.Fill()(ms.float32, label.shape, 0.0))
        label = self.on_value * label + off_label
        loss = self.cross_entropy(logit, label)
        return loss


def _check_param_value(beta1, beta2, eps, prim_name):
    assert isinstance(beta1, float) and 0 <= beta1 <= 1, "beta1 should between 0 and 1"
    assert isinstance(beta2, float) and 0 <= beta2 <= 1, "beta2 should between 0 and 1"
    assert isinstance(eps, float) and eps > 0, "eps should be bigger than 0"


_grad_scale = ops.MultitypeFuncGraph("grad_scale")
op_mul = ops.Mul()
map_ = ops.Map()


@_grad_scale.register("Number", "Tensor")
def tensor_grad_scale(scale, grad):
    if scale == 1.0:
        return grad
    return op_mul(grad, ops.cast(scale, grad.dtype))


@_grad_scale.register("Tensor", "Tensor")
def tensor_grad_scale_with_tensor(scale, grad):
    return op_mul(grad, ops.cast(scale, grad.dtype))


def scale_grad(gradients, reciprocal_scale):
    gradients = map_(ops.partial(_grad_scale, reciprocal_scale), gradients)
    return gradients


_adam_opt = ops.MultitypeFuncGraph("adam_opt")
_scaler_one = Tensor(1, ms.int32)


@_adam_opt.register("Tensor", "Tensor", "Tensor", "Tensor", "Tensor", "Tensor", "Tensor", "Tensor", "Tensor", "Tensor",
                    "Tensor", "Bool", "Bool")
def _update_run_op(beta1_power, beta2_power, beta1, beta2, eps, lr, weight_decay, param, \
                   m, v, gradient, decay_flag, optim_filter):
    if optim_filter:
        op_square = ops.Square()
        op_sqrt = ops.Sqrt()
        op_reshape = ops.Reshape()
        param_fp32 = ops.cast(param, ms.float32)
        m_fp32 = ops.cast(m, ms.float32)
        v_fp32 = ops.cast(v, ms.float32)
        gradient_fp32 = ops.cast(gradient, ms.float32)
        next_m = op_mul(beta1, m_fp32) + op_mul(ops.cast(ops.tuple_to_array((1.0,)), ms.float32)
                                                - beta1, gradient_fp32)
        next_v = op_mul(beta2, v_fp32) + op_mul(ops.cast(ops.tuple_to_array((1.0,)), ms.float32)
                                                - beta2, op_square(gradient_fp32))
        regulate_m = next_m / (_scaler_one - beta1_power)
        regulate_v = next_v / (_scaler_one - beta2_power)
        update = regulate_m / (eps + op_sqrt(regulate_v))
        if decay_flag:
            update = op_mul(weight_decay, param_fp32) + update
        update_with_lr = op_mul(lr, update)
        next_param = param_fp32 - op_reshape(update_with_lr, ops.shape(param_fp32))
        next_param = ops.depend(next_param, ops.assign(param, ops.cast(next_param, param.dtype)))
        next_param = ops.depend(next_param, ops.assign(m, ops.cast(next_m, m.dtype)))
        next_param = ops.depend(next_param, ops.assign(v, ops.cast(next_v, v.dtype)))
        return ops.cast(next_param, param.dtype)
    return gradient


class AdamW(Optimizer):
    @opt_init_args_register
    def __init__(self, params, learning_rate=1e-3, beta1=0.9, beta2=0.999, eps=1e-8, \
                 weight_decay=0.0, loss_scale=1.0, clip=False):
        super(AdamW, self).__init__(learning_rate, params, weight_decay)
        _check_param_value(beta1, beta2, eps, self.cls_name)
        self.beta1 = Tensor(np.array([beta1]).astype(np.float32))
        self.beta2 = Tensor(np.array([beta2]).astype(np.float32))
        self.eps = Tensor(np.array([eps]).astype(np.float32))
        self.moments1 = self.parameters.clone(prefix="adam_m", init='zeros')
        self.moments2 = self.parameters.clone(prefix="adam_v", init='zeros')
        self.hyper_map = ops.HyperMap()
        self.beta1_power = Parameter(initializer(1, [1], ms.float32), name="beta1_power")
        self.beta2_power = Parameter(initializer(1, [1], ms.float32), name="beta2_power")
        self.reciprocal_scale = Tensor(1.0 / loss_scale, ms.float32)
        self.clip = clip

    @jit
    def construct(self, gradients):
        lr = self.get_lr()
        gradients = scale_grad(gradients, self.reciprocal_scale)
        if self.clip:
            gradients = ops.clip_by_global_norm(gradients, 5.0, None)
        beta1_power = self.beta1_power * self.beta1
        self.beta1_power = beta1_power
        beta2_power = self.beta2_power * self.beta2
        self.beta2_power = beta2_power
        if self.is_group:
            if self.is_group_lr:
                optim_result = self.hyper_map(ops.partial(_adam_opt, beta1_power, beta2_power, \
                                              self.beta1, self.beta2, self.eps),
                                              lr, self.weight_decay, self.parameters, self.moments1, self.moments2,
                                              gradients, self.decay_flags, self.optim_filter)
            else:
                optim_result = self.hyper_map(ops.partial(_adam_opt, beta1_power, beta2_power, \
                                              self.beta1, self.beta2, self.eps, lr),
                                              self.weight_decay, self.parameters, self.moments1, self.moments2,
                                              gradients, self.decay_flags, self.optim_filter)
        else:
            optim_result = self.hyper_map(ops.partial(_adam_opt, beta1_power, beta2_power, self.beta1, self.beta2, \
                                          self.eps, lr, self.weight_decay),
                                          self.parameters, self.moments1, self.moments2,
                                          gradients, self.decay_flags, self.optim_filter)
        if self.use_parallel:
            self.broadcast_params(optim_result)
        return optim_result


def paramter_group(network, weight_decay, no_weight_decay_filter, gc_flag):
    filter_len = len(no_weight_decay_filter)
    if filter_len > 0:
        decayed_params = []
        no_decayed_params = []
        for param in network.trainable_params():
            if all([key not in param.name for key in no_weight_decay_filter]):
                decayed_params.append(param)
            else:
                no_decayed_params.append(param)
        group_params = [{'params': decayed_params, 'weight_decay': weight_decay, 'grad_centralization': gc_flag},
                        {'params': no_decayed_params},
                        {'order_params': network.trainable_params()}]
    else:
        group_params = [{'params': network.trainable_params(), \
                        'weight_decay': weight_decay, 'grad_centralization': gc_flag},
                        {'order_params': network.trainable_params()}]
    return group_params


def get_lr(global_step, lr_init, lr_end, lr_max, warmup_epochs, \
           total_epochs, steps_per_epoch, lr_decay_mode, poly_power=2.0):
    import math
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    warmup_steps = int(steps_per_epoch * warmup_epochs)
    if lr_decay_mode == 'poly':
        if warmup_steps != 0:
            inc_each_step = (float(lr_max) - float(lr_init)) / float(warmup_steps)
        else:
            inc_each_step = 0
        for i in range(total_steps):
            if i < warmup_steps:
                lr = float(lr_init) + inc_each_step * float(i)
            else:
                base = (1.0 - (float(i) - float(warmup_steps)) / (float(total_steps) - float(warmup_steps)))
                lr = float(lr_max - lr_end) * base ** poly_power + lr_end
                lr = max(lr, 0.0)
            lr_each_step.append(lr)
    elif lr_decay_mode == 'cosine':
        decay_steps = total_steps - warmup_steps
        for i in range(total_steps):
            if i < warmup_steps:
                lr_inc = (float(lr_max) - float(lr_init)) / float(warmup_steps)
                lr = float(lr_init) + lr_inc * (i + 1)
            else:
                cur_step = i + 1 - warmup_steps
                lr = lr_max * (1 + math.cos(math.pi * cur_step / decay_steps)) / 2
            lr_each_step.append(lr)
    else:
        for i in range(total_steps):
            if i < warmup_steps:
                lr = lr_init + (lr_max - lr_init) * i / warmup_steps
            else:
                lr = lr_max - (lr_max - lr_end) * (i - warmup_steps) / (total_steps - warmup_steps)
            lr_each_step.append(lr)
    current_step = global_step
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    learning_rate = lr_each_step[current_step:]
    return learning_rate


vit_cfg = edict({'d_model': 8, 'depth': 2, 'heads': 2, 'mlp_dim': 16, 'dim_head': 4, 'patch_size': 4,
                 'normalized_shape': 8, 'image_size': 12, 'num_classes': 3})
net = ViT(VitConfig(vit_cfg))
emit("param names", [(p.name, tuple(p.shape)) for p in net.trainable_params()])
emit("xavier to_out shape", tuple(net.body.layers[0][0].cell[1].to_out.weight.shape))
set_weights(net)
x = image(2, 3, 12)
net.set_train(False)
out = net(x)
emit("eval forward", out, rtol=1e-4, atol=1e-5)
dp = ViT(VitConfig(vit_cfg, drop=0.1, drop_path=0.1))
set_weights(dp)
dp.set_train(False)
emit("drop path net eval forward", dp(x), rtol=1e-4, atol=1e-5)
labels = Tensor(np.array([0, 2], np.int32))
ce = CrossEntropySmooth(smooth_factor=0.1, num_classes=3, aux_factor=0.4)
emit("ce smooth", ce(out, labels), rtol=1e-5, atol=1e-6)
emit("ce smooth aux", ce((out, out * 0.5), labels), rtol=1e-5, atol=1e-6)
mix = Tensor(np.array([[0.7, 0.3, 0.0], [0.0, 0.0, 1.0]], np.float32))
emit("ce mixup", CrossEntropySmoothMixup(smooth_factor=0.1, num_classes=3)(out, mix), rtol=1e-5, atol=1e-6)
for mode in ("poly", "cosine", "linear"):
    emit(f"get_lr {mode}", get_lr(1, 0.0, 1e-5, 1e-3, 1, 3, 2, mode), rtol=1e-5, atol=1e-9)

images = np.concatenate([image(4, 3, 12).asnumpy(), image(4, 3, 12).asnumpy()[:, :, ::-1]], 0)
ylab = (np.arange(8) % 3).astype(np.int32)
for variant in ("filter", "clip"):
    net = ViT(VitConfig(vit_cfg))
    set_weights(net)
    filt = "pos_embedding,cls,beta,gamma,bias" if variant != "plain" else ""
    group = paramter_group(net, 0.05, [k for k in filt.split(",") if k], False)
    lrs = Tensor(get_lr(0, 1e-4, 1e-5, 5e-3, 1, 2, 2, "cosine"))
    opt = AdamW(group, lrs, 0.9, 0.999, loss_scale=8.0 if variant == "clip" else 1.0, clip=variant == "clip")
    if variant == "filter":
        emit("decay_flags", opt.decay_flags)
        emit("moment names", [p.name for p in opt.moments1][:4])
    model = ms.Model(net, loss_fn=ce, optimizer=opt, metrics={"acc"})
    step_cb = StepLoss()
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        model.train(2, ds.GeneratorDataset(list(zip(images, ylab)), ["image", "label"], shuffle=False).batch(4),
                    callbacks=[LossMonitor(), step_cb], dataset_sink_mode=False)
    emit(f"{variant} LossMonitor", [l.split("loss is")[0] for l in buf.getvalue().splitlines() if "loss is" in l])
    emit(f"{variant} step losses", step_cb.steps, rtol=1e-4, atol=1e-5)
    emit(f"{variant} beta1_power", opt.beta1_power, rtol=1e-6)
    emit(f"{variant} head weight after", net.head[0].weight, rtol=1e-3, atol=1e-5)
    emit(f"{variant} cls after", head(net.cls_token, 8), rtol=1e-3, atol=1e-5)
    emit(f"{variant} eval", model.eval(ds.GeneratorDataset(list(zip(images, ylab)), ["image", "label"],
                                                           shuffle=False).batch(4), dataset_sink_mode=False))
