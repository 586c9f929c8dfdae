"""BERT from MindSpore's model zoo (official/nlp/Bert/src/bert_model.py, bert_for_pre_training.py,
utils.py; tiny config): nn.Embedding with a TruncatedNormal table, EmbeddingPostprocessor (token-type
and position embeddings, LayerNorm, Dropout), BertAttention (BatchMatMul transpose_b, -10000 mask
through tuple_to_array, Softmax), BertOutput, gelu intermediate, BertTransformer over a CellList,
SaturateCast, StridedSlice pooler; the fine-tuning classifier (LogSoftmax, OneHot loss); eval with the
zoo's dropout 0.1 (train and eval mode), gradients, and the zoo's training: BertLearningRate
(WarmUpLR + PolynomialDecayLR in a LearningRateSchedule), AdamWeightDecay over grouped params
(decay_filter, order_params), BertTrainOneStepCell with sens and a @jit clip_grads (MultitypeFuncGraph
clip by norm through HyperMap/partial)."""
import copy
import math
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.common.initializer import TruncatedNormal
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.ops import composite as C
from mindspore.common import dtype as mstype
from mindspore.common.api import jit
from mindspore.nn.learning_rate_schedule import LearningRateSchedule, PolynomialDecayLR, WarmUpLR
from _conf import emit
from _zoo3 import head, set_weights


class BertConfig:
    def __init__(self, seq_length=6, vocab_size=20, hidden_size=8, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=12, hidden_act="gelu", hidden_dropout_prob=0.1, attention_probs_dropout_prob=0.1,
                 max_position_embeddings=16, type_vocab_size=2, initializer_range=0.02,
                 use_relative_positions=False, dtype=mstype.float32, compute_type=mstype.float32):
        self.seq_length = seq_length
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.hidden_act = hidden_act
        self.intermediate_size = intermediate_size
        self.hidden_dropout_prob = hidden_dropout_prob
        self.attention_probs_dropout_prob = attention_probs_dropout_prob
        self.max_position_embeddings = max_position_embeddings
        self.type_vocab_size = type_vocab_size
        self.initializer_range = initializer_range
        self.use_relative_positions = use_relative_positions
        self.dtype = dtype
        self.compute_type = compute_type


class EmbeddingPostprocessor(nn.Cell):
    def __init__(self, embedding_size, embedding_shape, use_relative_positions=False, use_token_type=False,
                 token_type_vocab_size=16, use_one_hot_embeddings=False, initializer_range=0.02,
                 max_position_embeddings=512, dropout_prob=0.1):
        super(EmbeddingPostprocessor, self).__init__()
        self.use_token_type = use_token_type
        self.token_type_vocab_size = token_type_vocab_size
        self.use_one_hot_embeddings = use_one_hot_embeddings
        self.max_position_embeddings = max_position_embeddings
        self.token_type_embedding = nn.Embedding(vocab_size=token_type_vocab_size, embedding_size=embedding_size,
                                                 use_one_hot=use_one_hot_embeddings)
        self.shape_flat = (-1,)
        self.reshape = P.Reshape()
        self.shape = tuple(embedding_shape)
        self.dropout = nn.Dropout(p=dropout_prob)
        self.gather = P.Gather()
        self.use_relative_positions = use_relative_positions
        _, seq, _ = self.shape
        self.full_position_embedding = nn.Embedding(vocab_size=max_position_embeddings,
                                                    embedding_size=embedding_size, use_one_hot=False)
        self.layernorm = nn.LayerNorm((embedding_size,))
        self.position_ids = Tensor(np.arange(seq).reshape(-1, seq).astype(np.int32))
        self.add = P.Add()

    def construct(self, token_type_ids, word_embeddings):
        output = word_embeddings
        if self.use_token_type:
            token_type_embeddings = self.token_type_embedding(token_type_ids)
            output = self.add(output, token_type_embeddings)
        if not self.use_relative_positions:
            shape = F.shape(output)
            position_ids = self.position_ids[:, :shape[1]]
            position_embeddings = self.full_position_embedding(position_ids)
            output = self.add(output, position_embeddings)
        output = self.layernorm(output)
        output = self.dropout(output)
        return output


class BertOutput(nn.Cell):
    def __init__(self, in_channels, out_channels, initializer_range=0.02, dropout_prob=0.1,
                 compute_type=mstype.float32):
        super(BertOutput, self).__init__()
        self.dense = nn.Dense(in_channels, out_channels,
                              weight_init=TruncatedNormal(initializer_range)).to_float(compute_type)
        self.dropout = nn.Dropout(p=dropout_prob)
        self.dropout_prob = dropout_prob
        self.add = P.Add()
        self.layernorm = nn.LayerNorm((out_channels,)).to_float(compute_type)
        self.cast = P.Cast()

    def construct(self, hidden_status, input_tensor):
        output = self.dense(hidden_status)
        output = self.dropout(output)
        output = self.add(input_tensor, output)
        output = self.layernorm(output)
        return output


class SaturateCast(nn.Cell):
    def __init__(self, src_type=mstype.float32, dst_type=mstype.float32):
        super(SaturateCast, self).__init__()
        np_type = np.float32
        self.tensor_min_type = float(np.finfo(np_type).min)
        self.tensor_max_type = float(np.finfo(np_type).max)
        self.min_op = P.Minimum()
        self.max_op = P.Maximum()
        self.cast = P.Cast()
        self.dst_type = dst_type

    def construct(self, x):
        out = self.max_op(x, self.tensor_min_type)
        out = self.min_op(out, self.tensor_max_type)
        return self.cast(out, self.dst_type)


class BertAttention(nn.Cell):
    def __init__(self, from_tensor_width, to_tensor_width, num_attention_heads=1, size_per_head=512,
                 query_act=None, key_act=None, value_act=None, has_attention_mask=False,
                 attention_probs_dropout_prob=0.0, use_one_hot_embeddings=False, initializer_range=0.02,
                 use_relative_positions=False, compute_type=mstype.float32):
        super(BertAttention, self).__init__()
        self.num_attention_heads = num_attention_heads
        self.size_per_head = size_per_head
        self.has_attention_mask = has_attention_mask
        self.use_relative_positions = use_relative_positions
        self.scores_mul = 1.0 / math.sqrt(float(self.size_per_head))
        self.reshape = P.Reshape()
        self.shape_from_2d = (-1, from_tensor_width)
        self.shape_to_2d = (-1, to_tensor_width)
        weight = TruncatedNormal(initializer_range)
        units = num_attention_heads * size_per_head
        self.query_layer = nn.Dense(from_tensor_width, units, activation=query_act,
                                    weight_init=weight).to_float(compute_type)
        self.key_layer = nn.Dense(to_tensor_width, units, activation=key_act, weight_init=weight).to_float(compute_type)
        self.value_layer = nn.Dense(to_tensor_width, units, activation=value_act,
                                    weight_init=weight).to_float(compute_type)
        self.matmul_trans_b = P.BatchMatMul(transpose_b=True)
        self.multiply = P.Mul()
        self.transpose = P.Transpose()
        self.trans_shape = (0, 2, 1, 3)
        self.multiply_data = -10000.0
        self.matmul = P.BatchMatMul()
        self.softmax = nn.Softmax()
        self.dropout = nn.Dropout(p=attention_probs_dropout_prob)
        if self.has_attention_mask:
            self.expand_dims = P.ExpandDims()
            self.sub = P.Sub()
            self.add = P.Add()
            self.cast = P.Cast()
            self.get_dtype = P.DType()
        self.shape_return = (-1, num_attention_heads * size_per_head)
        self.cast_compute_type = SaturateCast(dst_type=compute_type)

    def construct(self, from_tensor, to_tensor, attention_mask):
        shape_from = F.shape(attention_mask)[2]
        from_tensor = F.depend(from_tensor, shape_from)
        from_tensor_2d = self.reshape(from_tensor, self.shape_from_2d)
        to_tensor_2d = self.reshape(to_tensor, self.shape_to_2d)
        query_out = self.query_layer(from_tensor_2d)
        key_out = self.key_layer(to_tensor_2d)
        value_out = self.value_layer(to_tensor_2d)
        query_layer = self.reshape(query_out, (-1, shape_from, self.num_attention_heads, self.size_per_head))
        query_layer = self.transpose(query_layer, self.trans_shape)
        key_layer = self.reshape(key_out, (-1, shape_from, self.num_attention_heads, self.size_per_head))
        key_layer = self.transpose(key_layer, self.trans_shape)
        attention_scores = self.matmul_trans_b(query_layer, key_layer)
        attention_scores = self.multiply(self.scores_mul, attention_scores)
        if self.has_attention_mask:
            attention_mask = self.expand_dims(attention_mask, 1)
            multiply_out = self.sub(self.cast(F.tuple_to_array((1.0,)), self.get_dtype(attention_scores)),
                                    self.cast(attention_mask, self.get_dtype(attention_scores)))
            adder = self.multiply(multiply_out, self.multiply_data)
            attention_scores = self.add(adder, attention_scores)
        attention_probs = self.softmax(attention_scores)
        attention_probs = self.dropout(attention_probs)
        value_layer = self.reshape(value_out, (-1, shape_from, self.num_attention_heads, self.size_per_head))
        value_layer = self.transpose(value_layer, self.trans_shape)
        context_layer = self.matmul(attention_probs, value_layer)
        context_layer = self.transpose(context_layer, self.trans_shape)
        context_layer = self.reshape(context_layer, self.shape_return)
        return context_layer


class BertSelfAttention(nn.Cell):
    def __init__(self, hidden_size, num_attention_heads=12, attention_probs_dropout_prob=0.1,
                 use_one_hot_embeddings=False, initializer_range=0.02, hidden_dropout_prob=0.1,
                 use_relative_positions=False, compute_type=mstype.float32):
        super(BertSelfAttention, self).__init__()
        if hidden_size % num_attention_heads != 0:
            raise ValueError("The hidden size (%d) is not a multiple of the number "
                             "of attention heads (%d)" % (hidden_size, num_attention_heads))
        self.size_per_head = int(hidden_size / num_attention_heads)
        self.attention = BertAttention(
            from_tensor_width=hidden_size, to_tensor_width=hidden_size, num_attention_heads=num_attention_heads,
            size_per_head=self.size_per_head, attention_probs_dropout_prob=attention_probs_dropout_prob,
            use_one_hot_embeddings=use_one_hot_embeddings, initializer_range=initializer_range,
            use_relative_positions=use_relative_positions, has_attention_mask=True, compute_type=compute_type)
        self.output = BertOutput(in_channels=hidden_size, out_channels=hidden_size,
                                 initializer_range=initializer_range, dropout_prob=hidden_dropout_prob,
                                 compute_type=compute_type)
        self.reshape = P.Reshape()
        self.shape = (-1, hidden_size)

    def construct(self, input_tensor, attention_mask):
        attention_output = self.attention(input_tensor, input_tensor, attention_mask)
        output = self.output(attention_output, input_tensor)
        return output


class BertEncoderCell(nn.Cell):
    def __init__(self, hidden_size=768, num_attention_heads=12, intermediate_size=3072,
                 attention_probs_dropout_prob=0.02, use_one_hot_embeddings=False, initializer_range=0.02,
                 hidden_dropout_prob=0.1, use_relative_positions=False, hidden_act="gelu",
                 compute_type=mstype.float32):
        super(BertEncoderCell, self).__init__()
        self.attention = BertSelfAttention(
            hidden_size=hidden_size, num_attention_heads=num_attention_heads,
            attention_probs_dropout_prob=attention_probs_dropout_prob, use_one_hot_embeddings=use_one_hot_embeddings,
            initializer_range=initializer_range, hidden_dropout_prob=hidden_dropout_prob,
            use_relative_positions=use_relative_positions, compute_type=compute_type)
        self.intermediate = nn.Dense(in_channels=hidden_size, out_channels=intermediate_size, activation=hidden_act,
                                     weight_init=TruncatedNormal(initializer_range)).to_float(compute_type)
        self.output = BertOutput(in_channels=intermediate_size, out_channels=hidden_size,
                                 initializer_range=initializer_range, dropout_prob=hidden_dropout_prob,
                                 compute_type=compute_type)

    def construct(self, hidden_states, attention_mask):
        attention_output = self.attention(hidden_states, attention_mask)
        intermediate_output = self.intermediate(attention_output)
        output = self.output(intermediate_output, attention_output)
        return output


class BertTransformer(nn.Cell):
    def __init__(self, hidden_size, num_hidden_layers, num_attention_heads=12, intermediate_size=3072,
                 attention_probs_dropout_prob=0.1, use_one_hot_embeddings=False, initializer_range=0.02,
                 hidden_dropout_prob=0.1, use_relative_positions=False, hidden_act="gelu",
                 compute_type=mstype.float32, return_all_encoders=False):
        super(BertTransformer, self).__init__()
        self.return_all_encoders = return_all_encoders
        layers = []
        for _ in range(num_hidden_layers):
            layer = BertEncoderCell(hidden_size=hidden_size, num_attention_heads=num_attention_heads,
                                    intermediate_size=intermediate_size,
                                    attention_probs_dropout_prob=attention_probs_dropout_prob,
                                    use_one_hot_embeddings=use_one_hot_embeddings,
                                    initializer_range=initializer_range, hidden_dropout_prob=hidden_dropout_prob,
                                    use_relative_positions=use_relative_positions, hidden_act=hidden_act,
                                    compute_type=compute_type)
            layers.append(layer)
        self.layers = nn.CellList(layers)
        self.reshape = P.Reshape()
        self.shape = (-1, hidden_size)

    def construct(self, input_tensor, attention_mask):
        prev_output = self.reshape(input_tensor, self.shape)
        all_encoder_layers = ()
        for layer_module in self.layers:
            layer_output = layer_module(prev_output, attention_mask)
            prev_output = layer_output
            if self.return_all_encoders:
                shape = F.shape(input_tensor)
                layer_output = self.reshape(layer_output, shape)
                all_encoder_layers = all_encoder_layers + (layer_output,)
        if not self.return_all_encoders:
            shape = F.shape(input_tensor)
            prev_output = self.reshape(prev_output, shape)
            all_encoder_layers = all_encoder_layers + (prev_output,)
        return all_encoder_layers


class CreateAttentionMaskFromInputMask(nn.Cell):
    def __init__(self, config):
        super(CreateAttentionMaskFromInputMask, self).__init__()
        self.input_mask = None
        self.cast = P.Cast()
        self.reshape = P.Reshape()

    def construct(self, input_mask):
        seq_length = F.shape(input_mask)[1]
        attention_mask = self.cast(self.reshape(input_mask, (-1, 1, seq_length)), mstype.float32)
        return attention_mask


class BertModel(nn.Cell):
    def __init__(self, config, is_training, use_one_hot_embeddings=False):
        super(BertModel, self).__init__()
        config = copy.deepcopy(config)
        if not is_training:
            config.hidden_dropout_prob = 0.0
            config.attention_probs_dropout_prob = 0.0
        self.hidden_size = config.hidden_size
        self.num_hidden_layers = config.num_hidden_layers
        self.embedding_size = config.hidden_size
        self.token_type_ids = None
        self.last_idx = self.num_hidden_layers - 1
        output_embedding_shape = [-1, config.seq_length, self.embedding_size]
        self.bert_embedding_lookup = nn.Embedding(vocab_size=config.vocab_size, embedding_size=self.embedding_size,
                                                  use_one_hot=use_one_hot_embeddings,
                                                  embedding_table=TruncatedNormal(config.initializer_range))
        self.bert_embedding_postprocessor = EmbeddingPostprocessor(
            embedding_size=self.embedding_size, embedding_shape=output_embedding_shape,
            use_relative_positions=config.use_relative_positions, use_token_type=True,
            token_type_vocab_size=config.type_vocab_size, use_one_hot_embeddings=use_one_hot_embeddings,
            initializer_range=0.02, max_position_embeddings=config.max_position_embeddings,
            dropout_prob=config.hidden_dropout_prob)
        self.bert_encoder = BertTransformer(
            hidden_size=self.hidden_size, num_attention_heads=config.num_attention_heads,
            num_hidden_layers=self.num_hidden_layers, intermediate_size=config.intermediate_size,
            attention_probs_dropout_prob=config.attention_probs_dropout_prob,
            use_one_hot_embeddings=use_one_hot_embeddings, initializer_range=config.initializer_range,
            hidden_dropout_prob=config.hidden_dropout_prob, use_relative_positions=config.use_relative_positions,
            hidden_act=config.hidden_act, compute_type=config.compute_type, return_all_encoders=True)
        self.cast = P.Cast()
        self.dtype = config.dtype
        self.cast_compute_type = SaturateCast(dst_type=config.compute_type)
        self.slice = P.StridedSlice()
        self.squeeze_1 = P.Squeeze(axis=1)
        self.dense = nn.Dense(self.hidden_size, self.hidden_size, activation="tanh",
                              weight_init=TruncatedNormal(config.initializer_range)).to_float(config.compute_type)
        self._create_attention_mask_from_input_mask = CreateAttentionMaskFromInputMask(config)

    def construct(self, input_ids, token_type_ids, input_mask):
        embedding_tables = self.bert_embedding_lookup.embedding_table
        word_embeddings = self.bert_embedding_lookup(input_ids)
        embedding_output = self.bert_embedding_postprocessor(token_type_ids, word_embeddings)
        attention_mask = self._create_attention_mask_from_input_mask(input_mask)
        encoder_output = self.bert_encoder(self.cast_compute_type(embedding_output), attention_mask)
        sequence_output = self.cast(encoder_output[self.last_idx], self.dtype)
        batch_size = P.Shape()(input_ids)[0]
        sequence_slice = self.slice(sequence_output, (0, 0, 0), (batch_size, 1, self.hidden_size), (1, 1, 1))
        first_token = self.squeeze_1(sequence_slice)
        pooled_output = self.dense(first_token)
        pooled_output = self.cast(pooled_output, self.dtype)
        return sequence_output, pooled_output, embedding_tables


class BertCLSModel(nn.Cell):
    def __init__(self, config, is_training, num_labels=2, dropout_prob=0.0, use_one_hot_embeddings=False):
        super(BertCLSModel, self).__init__()
        if not is_training:
            config.hidden_dropout_prob = 0.0
            config.hidden_probs_dropout_prob = 0.0
        self.bert = BertModel(config, is_training, use_one_hot_embeddings)
        self.cast = P.Cast()
        self.weight_init = TruncatedNormal(config.initializer_range)
        self.log_softmax = P.LogSoftmax(axis=-1)
        self.dtype = config.dtype
        self.num_labels = num_labels
        self.dense_1 = nn.Dense(config.hidden_size, self.num_labels, weight_init=self.weight_init,
                                has_bias=True).to_float(config.compute_type)
        self.dropout = nn.Dropout(p=dropout_prob)

    def construct(self, input_ids, input_mask, token_type_id):
        _, pooled_output, _ = self.bert(input_ids, token_type_id, input_mask)
        cls = self.cast(pooled_output, self.dtype)
        cls = self.dropout(cls)
        logits = self.dense_1(cls)
        logits = self.cast(logits, self.dtype)
        return self.log_softmax(logits)


class BertCLS(nn.Cell):
    def __init__(self, config, is_training, num_labels=2, dropout_prob=0.0):
        super(BertCLS, self).__init__()
        self.bert = BertCLSModel(config, is_training, num_labels, dropout_prob)
        self.one_hot = P.OneHot()
        self.on_value = Tensor(1.0, mstype.float32)
        self.off_value = Tensor(0.0, mstype.float32)
        self.reduce_sum = P.ReduceSum()
        self.reduce_mean = P.ReduceMean()
        self.neg = P.Neg()
        self.num_labels = num_labels
        self.cast = P.Cast()
        self.last_idx = -1

    def construct(self, input_ids, input_mask, token_type_id, label_ids):
        logits = self.bert(input_ids, input_mask, token_type_id)
        one_hot_labels = self.one_hot(label_ids, self.num_labels, self.on_value, self.off_value)
        per_example_loss = self.neg(self.reduce_sum(one_hot_labels * logits, self.last_idx))
        loss = self.reduce_mean(per_example_loss, self.last_idx)
        return self.cast(loss, mstype.float32)


class BertLearningRate(LearningRateSchedule):
    def __init__(self, learning_rate, end_learning_rate, warmup_steps, decay_steps, power):
        super(BertLearningRate, self).__init__()
        self.warmup_flag = False
        if warmup_steps > 0:
            self.warmup_flag = True
            self.warmup_lr = WarmUpLR(learning_rate, warmup_steps)
        self.decay_lr = PolynomialDecayLR(learning_rate, end_learning_rate, decay_steps, power)
        self.warmup_steps = Tensor(np.array([warmup_steps]).astype(np.float32))
        self.greater = P.Greater()
        self.one = Tensor(np.array([1.0]).astype(np.float32))
        self.cast = P.Cast()

    def construct(self, global_step):
        decay_lr = self.decay_lr(global_step)
        if self.warmup_flag:
            is_warmup = self.cast(self.greater(self.warmup_steps, global_step), mstype.float32)
            warmup_lr = self.warmup_lr(global_step)
            lr = (self.one - is_warmup) * decay_lr + is_warmup * warmup_lr
        else:
            lr = decay_lr
        return lr


GRADIENT_CLIP_TYPE = 1
GRADIENT_CLIP_VALUE = 1.0
clip_grad = C.MultitypeFuncGraph("clip_grad")


@clip_grad.register("Number", "Number", "Tensor")
def _clip_grad(clip_type, clip_value, grad):
    if clip_type not in (0, 1):
        return grad
    dt = F.dtype(grad)
    if clip_type == 0:
        new_grad = C.clip_by_value(grad, F.cast(F.tuple_to_array((-clip_value,)), dt),
                                   F.cast(F.tuple_to_array((clip_value,)), dt))
    else:
        new_grad = nn.ClipByNorm()(grad, F.cast(F.tuple_to_array((clip_value,)), dt))
    return new_grad


class BertTrainOneStepCell(nn.TrainOneStepCell):
    def __init__(self, network, optimizer, sens=1.0, enable_clip_grad=True):
        super(BertTrainOneStepCell, self).__init__(network, optimizer, sens)
        self.cast = P.Cast()
        self.hyper_map = C.HyperMap()
        self.enable_clip_grad = enable_clip_grad
        self.enable_tuple_broaden = True

    @jit
    def clip_grads(self, grads):
        grads = self.hyper_map(F.partial(clip_grad, GRADIENT_CLIP_TYPE, GRADIENT_CLIP_VALUE), grads)
        return grads

    def construct(self, input_ids, input_mask, token_type_id, label_ids):
        weights = self.weights
        loss = self.network(input_ids, input_mask, token_type_id, label_ids)
        grads = self.grad(self.network, weights)(input_ids, input_mask, token_type_id, label_ids,
                                                 self.cast(F.tuple_to_array((self.sens,)), mstype.float32))
        if self.enable_clip_grad:
            grads = self.clip_grads(grads)
        grads = self.grad_reducer(grads)
        self.optimizer(grads)
        return loss


config = BertConfig()
ids = Tensor(np.array([[1, 5, 7, 2, 19, 0], [3, 3, 12, 11, 4, 8]], np.int32))
mask = Tensor(np.array([[1, 1, 1, 1, 1, 0], [1, 1, 1, 1, 1, 1]], np.int32))
types = Tensor(np.array([[0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 1, 1]], np.int32))
labels = Tensor(np.array([1, 0], np.int32))

model = BertModel(config, is_training=False)
emit("embedding table init (TruncatedNormal) shape/dtype/bounded",
     (model.bert_embedding_lookup.embedding_table.shape, str(model.bert_embedding_lookup.embedding_table.dtype),
      bool(np.abs(model.bert_embedding_lookup.embedding_table.asnumpy()).max() <= 0.04 + 1e-6)))
emit("layernorm defaults", (model.bert_embedding_postprocessor.layernorm.gamma,
                            model.bert_embedding_postprocessor.layernorm.beta))
emit("param names", set_weights(model))
model.set_train(False)
seq, pooled, table = model(ids, types, mask)
emit("sequence output", head(seq, 48), rtol=1e-4, atol=1e-5)
emit("pooled output", pooled, rtol=1e-4, atol=1e-5)
emit("embedding table out", head(table, 8))

# the zoo's fine-tuning model, dropout 0.1 in the config: deterministic in eval mode
net = BertCLS(config, is_training=True, num_labels=3, dropout_prob=0.1)
set_weights(net)
net.set_train(False)
emit("cls loss (eval, dropout 0.1 inactive)", net(ids, mask, types, labels), rtol=1e-4, atol=1e-5)
emit("cls log-probs (eval)", net.bert(ids, mask, types), rtol=1e-4, atol=1e-5)
weights = net.trainable_params()
grads = ms.grad(net, None, weights)(ids, mask, types, labels)
for p, g in zip(weights[:10], grads[:10]):
    emit("grad " + p.name, head(g, 24), rtol=1e-3, atol=1e-6)

lr_schedule = BertLearningRate(learning_rate=5e-2, end_learning_rate=1e-3, warmup_steps=2, decay_steps=6,
                               power=1.0)
emit("lr schedule", [lr_schedule(Tensor(np.array([s]).astype(np.int32))) for s in range(8)], rtol=1e-6)

train_cfg = BertConfig(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
net = BertCLS(train_cfg, is_training=True, num_labels=3, dropout_prob=0.0)
set_weights(net)
params = net.trainable_params()
decay_filter = lambda x: 'layernorm' not in x.name.lower() and 'bias' not in x.name.lower()
decay_params = list(filter(decay_filter, params))
other_params = list(filter(lambda x: not decay_filter(x), params))
emit("decayed params", [p.name for p in decay_params])
group_params = [{'params': decay_params, 'weight_decay': 0.01}, {'params': other_params, 'weight_decay': 0.0},
                {'order_params': params}]
optimizer = nn.AdamWeightDecay(group_params, learning_rate=lr_schedule, eps=1e-6)
train = BertTrainOneStepCell(net, optimizer)
train.set_train()
for step in range(3):
    emit(f"train step {step} loss", train(ids, mask, types, labels), rtol=1e-4, atol=1e-5)
emit("global step", optimizer.global_step)
emit("query weight after", head(net.bert.bert.bert_encoder.layers[0].attention.attention.query_layer.weight, 24),
     rtol=1e-4, atol=1e-6)
emit("layernorm gamma after", net.bert.bert.bert_embedding_postprocessor.layernorm.gamma, rtol=1e-4, atol=1e-6)
emit("adam moment1 head", head(optimizer.moments1[0], 16), rtol=1e-3, atol=1e-8)
net.set_train(False)
emit("loss after", net(ids, mask, types, labels), rtol=1e-4, atol=1e-5)
