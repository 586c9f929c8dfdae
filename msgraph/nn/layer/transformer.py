"""nn.MultiheadAttention and the Transformer layers (encoder/decoder layers and stacks, nn.Transformer).

Following MindSpore 2.x (``mindspore/nn/layer/transformer.py`` and ``multi_head_attention_forward``):

* MultiheadAttention: ``in_proj_weight`` ``(3E, E)`` (XavierUniform; with ``kdim``/``vdim`` != E:
  ``q_proj_weight``, ``k_proj_weight``, ``v_proj_weight``), ``in_proj_bias`` ``(3E,)`` zeros,
  ``out_proj`` a Dense; ``add_bias_kv``: ``bias_k``/``bias_v`` ``(1, 1, E)``.  Inputs are
  ``(L, N, E)`` (``batch_first``: ``(N, L, E)``) or unbatched ``(L, E)``; attention is
  ``softmax(q k^T / sqrt(head_dim) + mask) v`` with boolean masks (True = masked, -inf) or float
  masks (added); ``key_padding_mask`` ``(N, S)``, ``attn_mask`` ``(L, S)`` or ``(N * heads, L, S)``.
  Returns ``(output, weights)`` (weights averaged over heads unless ``average_attn_weights=False``),
  or ``(output,)`` when ``need_weights=False``.
* The Transformer layers: post-norm by default (``norm_first`` for pre-norm), ReLU or GELU
  feed-forward (``dense1``/``dense2``), LayerNorms ``norm1..3``, dropouts active in training only.
  TransformerEncoder/TransformerDecoder copy their layer ``num_layers`` times (identical initial
  weights, like MindSpore's deepcopy); nn.Transformer re-initialises every matrix XavierUniform.
"""
from __future__ import annotations

import math

from ... import ops
from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, XavierNormal, XavierUniform, initializer
from ...common.tensor import Parameter, Tensor
from ..cell import Cell
from ..container import CellList
from .activation import GELU, ReLU
from .basic import Dense, Dropout
from .normalization import LayerNorm

__all__ = ["MultiheadAttention", "TransformerEncoderLayer", "TransformerEncoder", "TransformerDecoderLayer",
           "TransformerDecoder", "Transformer"]


def _float_mask(mask, dtype):
    """A boolean mask becomes 0 / -inf in ``dtype``; a float mask is used as is."""
    if mask.dtype == mstype.bool_:
        return ops.select(mask, ops.full(mask.shape, float("-inf"), dtype=dtype), ops.zeros(mask.shape, dtype))
    return mask


def _pad_last(mask):
    """Append one unmasked column (0 / False) to the last dim of a mask."""
    zeros = ops.zeros(mask.shape[:-1] + (1,), mask.dtype)
    return ops.concat((mask, zeros), -1)


class MultiheadAttention(Cell):
    """Multi-head attention (see the module docstring)."""

    def __init__(self, embed_dim, num_heads, dropout=0.0, has_bias=True, add_bias_kv=False, add_zero_attn=False,
                 kdim=None, vdim=None, batch_first=False, dtype=mstype.float32):
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        # MindSpore's attention dropout is a cached, unseeded Dropout primitive (its kernel draws from a random
        # seed and takes no "dropout" seed); here it draws from msgraph's global generator
        self._attn_dropout = ops.Dropout(keep_prob=1.0 - dropout) if 0 < dropout < 1 else None
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != embed_dim:
            raise ValueError("The init argument 'embed_dim' must be divisible by 'num_heads'.")
        self._scale = math.sqrt(math.sqrt(self.head_dim))
        if dtype is None:
            dtype = mstype.float32
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, embed_dim), dtype),
                                           name="q_proj_weight")
            self.k_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.kdim), dtype),
                                           name="k_proj_weight")
            self.v_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.vdim), dtype),
                                           name="v_proj_weight")
            self.in_proj_weight = None
        else:
            self.in_proj_weight = Parameter(initializer(XavierUniform(), (3 * embed_dim, embed_dim), dtype),
                                            name="in_proj_weight")
            self.q_proj_weight = None
            self.k_proj_weight = None
            self.v_proj_weight = None
        self.has_bias = has_bias
        if has_bias:
            self.in_proj_bias = Parameter(initializer("zeros", (3 * embed_dim,), dtype), name="in_proj_bias")
        else:
            self.in_proj_bias = None
        bound = 1 / math.sqrt(embed_dim)
        self.out_proj = Dense(embed_dim, embed_dim, has_bias=has_bias, weight_init=HeUniform(math.sqrt(5)),
                              bias_init=Uniform(bound), dtype=dtype)
        self.add_bias_kv = add_bias_kv
        if add_bias_kv:
            self.bias_k = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), name="bias_k")
            self.bias_v = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), name="bias_v")
        else:
            self.bias_k = None
            self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self.dtype = dtype
        self.k_is_v = False
        self.q_is_k = False

    def __call__(self, *args, **kwargs):
        # Like MindSpore: when the same Tensor is passed as query/key/value, one projection of it
        # serves all three, so the whole gradient goes to the first such argument.
        names = ("query", "key", "value")
        got = [kwargs[n] if n in kwargs else (args[i] if i < len(args) else None) for i, n in enumerate(names)]
        self.__dict__["k_is_v"] = got[1] is not None and got[1] is got[2]
        self.__dict__["q_is_k"] = got[0] is not None and got[0] is got[1]
        return super().__call__(*args, **kwargs)

    def _project(self, query, key, value):
        e = self.embed_dim
        if self._qkv_same_embed_dim:
            w_q = self.in_proj_weight[0:e]
            w_k = self.in_proj_weight[e:2 * e]
            w_v = self.in_proj_weight[2 * e:3 * e]
        else:
            w_q = self.q_proj_weight
            w_k = self.k_proj_weight
            w_v = self.v_proj_weight
        q = ops.matmul(query, ops.transpose(w_q, (1, 0)))
        k = ops.matmul(key, ops.transpose(w_k, (1, 0)))
        v = ops.matmul(value, ops.transpose(w_v, (1, 0)))
        if self.has_bias:
            q = q + self.in_proj_bias[0:e]
            k = k + self.in_proj_bias[e:2 * e]
            v = v + self.in_proj_bias[2 * e:3 * e]
        return q, k, v

    def construct(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                  average_attn_weights=True):
        if self.k_is_v:
            value = key
            if self.q_is_k:
                key = query
                value = query
        is_batched = len(query.shape) == 3
        if key_padding_mask is not None:
            if key_padding_mask.dtype != mstype.bool_ and not ops.is_floating_point(key_padding_mask):
                raise ValueError("only bool and floating types of key_padding_mask are supported")
        if attn_mask is not None and attn_mask.dtype not in (mstype.uint8, mstype.bool_) \
                and not ops.is_floating_point(attn_mask):   # MindSpore 2.10 (msgraph added an int mask, adapt41nn)
            raise ValueError(f"`attn_mask` only support float, byte, and bool types, but got not {attn_mask.dtype}.")
        if self.batch_first and is_batched:
            query = ops.swapaxes(query, 1, 0)
            key = ops.swapaxes(key, 1, 0)
            value = ops.swapaxes(value, 1, 0)
        if not is_batched:
            query = ops.expand_dims(query, 1)
            key = ops.expand_dims(key, 1)
            value = ops.expand_dims(value, 1)
            if key_padding_mask is not None:
                key_padding_mask = ops.expand_dims(key_padding_mask, 0)
        tgt_len, bsz, embed_dim = query.shape
        if embed_dim != self.embed_dim:
            raise ValueError(f"The embed_dim of query should be {self.embed_dim}, but got {embed_dim}.")
        heads = self.num_heads
        head_dim = self.head_dim
        q, k, v = self._project(query, key, value)
        if attn_mask is not None:
            if len(attn_mask.shape) == 2:
                if attn_mask.shape != (tgt_len, key.shape[0]):
                    raise ValueError(f"The shape of the `attn_mask` should be {(tgt_len, key.shape[0])}, "
                                     f"but got {attn_mask.shape}.")
                attn_mask = ops.expand_dims(attn_mask, 0)
            elif len(attn_mask.shape) == 3:
                if attn_mask.shape != (bsz * heads, tgt_len, key.shape[0]):
                    raise ValueError(f"The shape of the `attn_mask` should be "
                                     f"{(bsz * heads, tgt_len, key.shape[0])}, but got {attn_mask.shape}.")
            else:
                raise ValueError(f"The ndim of `attn_mask` only support 2 or 3, but got {len(attn_mask.shape)}.")
        if self.add_bias_kv:
            k = ops.concat((k, ops.tile(self.bias_k, (1, bsz, 1))), 0)
            v = ops.concat((v, ops.tile(self.bias_v, (1, bsz, 1))), 0)
            if attn_mask is not None:
                attn_mask = _pad_last(attn_mask)
            if key_padding_mask is not None:
                key_padding_mask = _pad_last(key_padding_mask)
        src_len = k.shape[0]
        # (L, N, E) -> (N, heads, L, head_dim)
        q = ops.transpose(ops.reshape(q, (tgt_len, bsz, heads, head_dim)), (1, 2, 0, 3))
        k = ops.transpose(ops.reshape(k, (src_len, bsz, heads, head_dim)), (1, 2, 0, 3))
        v = ops.transpose(ops.reshape(v, (src_len, bsz, heads, head_dim)), (1, 2, 0, 3))
        if self.add_zero_attn:
            zeros = ops.zeros((bsz, heads, 1, head_dim), k.dtype)
            k = ops.concat((k, zeros), 2)
            v = ops.concat((v, zeros), 2)
            src_len = src_len + 1
            if attn_mask is not None:
                attn_mask = _pad_last(attn_mask)
            if key_padding_mask is not None:
                key_padding_mask = _pad_last(key_padding_mask)
        mask = None
        if attn_mask is not None:
            if attn_mask.dtype == mstype.uint8:
                attn_mask = ops.cast(attn_mask, mstype.bool_)
            if attn_mask.shape[0] == 1:
                mask = ops.expand_dims(attn_mask, 0)                     # (1, 1, L, S)
            else:
                mask = ops.reshape(attn_mask, (bsz, heads, tgt_len, src_len))
        if key_padding_mask is not None:
            if key_padding_mask.shape != (bsz, src_len):
                raise ValueError(f"The shape of `key_padding_mask` should be {(bsz, src_len)}, "
                                 f"but got {key_padding_mask.shape}.")
            kpm = ops.reshape(key_padding_mask, (bsz, 1, 1, src_len))
            # MindSpore 2.10's multi_head_attention_forward: a boolean attn_mask is OR-ed with the padding mask
            # (a float padding mask counts where nonzero); a float attn_mask gets the padding mask added, so a
            # boolean padding mask adds 1.0 where True instead of masking (nn29)
            if mask is None:
                mask = kpm
            elif mask.dtype == mstype.bool_:
                mask = ops.logical_or(mask, ops.cast(kpm, mstype.bool_))
            else:
                mask = mask + ops.cast(kpm, mask.dtype)
        if mask is not None:
            mask = _float_mask(mask, q.dtype)
        scale = self._scale   # sqrt(sqrt(head_dim)), computed in __init__: math.sqrt in construct breaks STRICT syntax
        attn = ops.matmul(q / scale, ops.swapaxes(k, -2, -1) / scale)
        if mask is not None:
            attn = attn + mask
        attn = ops.softmax(attn, -1)
        if self._attn_dropout is not None and self.training:
            attn, _ = self._attn_dropout(attn)
        out = ops.matmul(attn, v)                                         # (N, heads, L, head_dim)
        out = ops.reshape(ops.transpose(out, (2, 0, 1, 3)), (tgt_len * bsz, embed_dim))
        out = ops.reshape(self.out_proj(out), (tgt_len, bsz, embed_dim))
        weights = attn
        if average_attn_weights:
            weights = ops.reduce_sum(attn, 1) / heads
        if not is_batched:
            out = ops.squeeze(out, 1)
            weights = ops.squeeze(weights, 0)
        elif self.batch_first:
            out = ops.swapaxes(out, 1, 0)
        if need_weights:
            return out, weights
        return (out,)


def _activation(activation):
    if isinstance(activation, str):
        if activation == "relu":
            return ops.relu
        if activation == "gelu":
            return ops.gelu
        raise ValueError(f"The activation must be relu/gelu, but get {activation}")
    if isinstance(activation, Cell):
        if not isinstance(activation, (ReLU, GELU)):
            raise ValueError(f"The argument 'activation' must be nn.ReLU or nn.GELU instance, but get {activation}.")
        return activation
    if callable(activation):
        if activation is not ops.relu and activation is not ops.gelu:
            raise ValueError(f"The argument 'activation' must be ops.relu or ops.gelu instance, "
                             f"but get {activation}.")
        return activation
    raise ValueError(f"The argument 'activation' must be str, callable or Cell instance, but get {activation}.")


class _TransformerLayerBase(Cell):
    def _init_ff(self, d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first,
                 norm_first, dtype, n_norms):
        self.dense1 = Dense(d_model, dim_feedforward, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(d_model)), dtype=dtype)
        self.dropout = Dropout(p=dropout)
        self.dense2 = Dense(dim_feedforward, d_model, weight_init=HeUniform(math.sqrt(5)),
                            bias_init=Uniform(1 / math.sqrt(dim_feedforward)), dtype=dtype)
        for i in range(1, n_norms + 1):
            setattr(self, f"norm{i}", LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for i in range(1, n_norms + 1):
            setattr(self, f"dropout{i}", Dropout(p=dropout))
        self.activation1 = activation
        self.activation = _activation(activation)
        self.d_model = d_model
        self.nhead = nhead
        self.dim_feedforward = dim_feedforward
        self.dropout_num = dropout
        self.layernorm_eps = layer_norm_eps
        self.batch_first = batch_first
        self.norm_first = norm_first
        self.dtype = dtype

    def _sa_block(self, x, attn_mask, key_padding_mask):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout1(x)

    def _ff(self, x):
        return self.dense2(self.dropout(self.activation(self.dense1(x))))


class TransformerEncoderLayer(_TransformerLayerBase):
    """Self-attention + feed-forward block (post-norm by default)."""

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation="relu", layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        self._init_ff(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first,
                      norm_first, dtype, 2)

    def _ff_block(self, x):
        return self.dropout2(self._ff(x))

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        if src_key_padding_mask is not None:
            if src_key_padding_mask.dtype != mstype.bool_ and not ops.is_floating_point(src_key_padding_mask):
                raise AssertionError("only bool and floating types of key_padding_mask are supported")
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)
            x = x + self._ff_block(self.norm2(x))
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))
            x = self.norm2(x + self._ff_block(x))
        return x


class TransformerDecoderLayer(_TransformerLayerBase):
    """Self-attention + cross-attention on ``memory`` + feed-forward block (post-norm by default)."""

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation="relu", layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first,
                                                 dtype=dtype)
        self._init_ff(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first,
                      norm_first, dtype, 3)

    def _ff_block(self, x):
        return self.dropout3(self._ff(x))

    def _mha_block(self, x, mem, attn_mask, key_padding_mask):
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                                need_weights=False)[0]
        return self.dropout2(x)

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask)
            x = x + self._ff_block(self.norm3(x))
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))
            x = self.norm3(x + self._ff_block(x))
        return x


def _clones(cls, layer, num_layers):
    """``num_layers`` new ``cls`` layers with ``layer``'s arguments, each starting from its weights."""
    layers = []
    for _ in range(num_layers):
        clone = cls(layer.d_model, layer.nhead, layer.dim_feedforward, layer.dropout_num, layer.activation1,
                    layer.layernorm_eps, layer.batch_first, layer.norm_first, dtype=layer.dtype)
        for mine, theirs in zip(clone.get_parameters(), layer.get_parameters()):
            mine.set_data(Tensor(theirs.asnumpy().copy()))
        layers.append(clone)
    return CellList(layers)


class TransformerEncoder(Cell):
    """``num_layers`` copies of ``encoder_layer`` (same initial weights), then the optional ``norm``."""

    def __init__(self, encoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _clones(TransformerEncoderLayer, encoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(self, src, src_mask=None, src_key_padding_mask=None):
        if src_key_padding_mask is not None:
            if src_key_padding_mask.dtype != mstype.bool_ and not ops.is_floating_point(src_key_padding_mask):
                raise AssertionError("only bool and floating types of key_padding_mask are supported")
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Cell):
    """``num_layers`` copies of ``decoder_layer`` (same initial weights), then the optional ``norm``."""

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _clones(TransformerDecoderLayer, decoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(self, tgt, memory, tgt_mask=None, memory_mask=None, tgt_key_padding_mask=None,
                  memory_key_padding_mask=None):
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask, memory_key_padding_mask=memory_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Cell):
    """Encoder-decoder Transformer: ``decoder(tgt, encoder(src))``; matrices re-initialised XavierUniform."""

    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
                 dropout=0.1, activation="relu", custom_encoder=None, custom_decoder=None, layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, dtype=mstype.float32):
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            layer = TransformerEncoderLayer(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                                            batch_first, norm_first, dtype=dtype)
            self.encoder = TransformerEncoder(layer, num_encoder_layers,
                                              LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            layer = TransformerDecoderLayer(d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                                            batch_first, norm_first, dtype=dtype)
            self.decoder = TransformerDecoder(layer, num_decoder_layers,
                                              LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for _, p in self.parameters_and_names():
            if len(p.shape) > 1:
                p.set_data(initializer("xavier_uniform", p.shape, p.dtype))
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def construct(self, src, tgt, src_mask=None, tgt_mask=None, memory_mask=None, src_key_padding_mask=None,
                  tgt_key_padding_mask=None, memory_key_padding_mask=None):
        is_batched = len(src.shape) == 3
        if self.batch_first:
            src_batch, tgt_batch = src.shape[0], tgt.shape[0]
        else:
            src_batch, tgt_batch = src.shape[1], tgt.shape[1]
        if is_batched and src_batch != tgt_batch:
            raise ValueError("The number of batch size for 'src' and 'tgt' must be equal.")
        if src.shape[-1] != self.d_model or tgt.shape[-1] != self.d_model:
            raise ValueError("The number of features for 'src' and 'tgt' must be equal to `d_model`.")
        memory = self.encoder(src, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        return self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                            tgt_key_padding_mask=tgt_key_padding_mask,
                            memory_key_padding_mask=memory_key_padding_mask)
