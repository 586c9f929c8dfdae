"""common/stdengines.py: the C++ engines MindSpore's CPU random kernels draw with (the values MindSpore draws are
recorded in tests/conformance/programs/random26)."""
import numpy as np

from msgraph.common import stdengines as se


def test_engines_give_the_values_the_cpp_standard_requires():
    # [rand.predef]: the 10000th draw of a default-constructed engine
    assert int(se.MT19937(5489).take(10000)[-1]) == 4123659995
    assert int(se.MinStdRand0(1).take(10000)[-1]) == 1043618065


def test_minstd_block_draws_match_one_at_a_time():
    e, ref = se.MinStdRand0(987654321), se.MinStdRand0(987654321)
    got = np.concatenate([e.take(3), e.take(40000), e.peek(5)])
    want = [ref.raw() for _ in range(40008)]
    assert got.tolist() == want
    e.advance(5)
    assert e.raw() == ref.raw()


def test_mt19937_blocks_and_single_draws_agree():
    a, b = se.MT19937(12345), se.MT19937(12345)
    got = [b.next() for _ in range(7)] + b.take(1000).tolist() + [b.next()]
    assert got == a.take(1008).tolist()


def test_uniform_ints_redraw_words_past_the_last_whole_range():
    # range 3e9: scaling 1, words >= 3e9 are redrawn -- the result is every word below 3e9, in order
    words = se.MT19937(7).take(5000)
    want = [int(w) - 5 for w in words if w < 3_000_000_000]
    m = se.MT19937(7)
    got = se.uniform_ints(m, -5, 3_000_000_000 - 6, 700).tolist() + se.uniform_ints(m, -5, 3_000_000_000 - 6, 300).tolist()
    assert got == want[:1000]
    small = se.uniform_ints(se.MT19937(7), 0, 99, 2000)
    assert small.min() >= 0 and small.max() <= 99 and len(set(small.tolist())) == 100


def test_normal_draws_consume_whole_pairs_and_drop_the_saved_value():
    e = se.MinStdRand0(42)
    three = se.normal_floats(e, 3)
    rest = se.normal_floats(e, 2)
    four = se.normal_floats(se.MinStdRand0(42), 6)
    assert three.tolist() == four[:3].tolist()          # a fourth value was made and dropped ...
    assert rest.tolist() == four[4:6].tolist()           # ... so the next call starts at the fifth
    big = se.normal_floats(se.MinStdRand0(42), 20001)
    assert big.dtype == np.float32 and abs(float(big.mean())) < 0.03 and abs(float(big.std()) - 1) < 0.03


def test_canonical_draws_stay_below_one():
    top = se._minstd_floats(np.array([2147483646], np.int64))[0]   # float(2**31 - 2) / float(2**31 - 2) rounds to 1
    assert top < 1 and top == np.nextafter(np.float32(1), np.float32(0))
    d = se.canonical_doubles(se.MT19937(3), 10000)
    assert d.min() >= 0 and d.max() < 1


def test_kernel_engines_are_freed_with_their_primitive():
    import gc

    import msgraph as ms
    from msgraph import Tensor, ops
    from msgraph.ops import random_extra

    p = Tensor(np.array([[0.1, 0.2, 0.3, 0.4]], np.float32))
    x = Tensor(np.ones((3, 3), bool))
    lg = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
    prims = [ops.Multinomial(seed=5, seed2=2), ops.RandomChoiceWithMask(2, seed=4, seed2=1),
             ops.RandomCategorical(ms.int32), ops.LogUniformCandidateSampler(1, 2, True, 5, seed=3)]
    first = [prims[0](p, 3), prims[1](x)[0], prims[2](lg, 4, 7), prims[3](Tensor(np.array([[1]], np.int64)))[0]]
    again = [prims[0](p, 3), prims[1](x)[0], prims[2](lg, 4, 7), prims[3](Tensor(np.array([[1]], np.int64)))[0]]
    assert any((a.asnumpy() != b.asnumpy()).any() for a, b in zip(first, again))   # the engines continue
    tokens = [q.attrs["stream"] for q in prims]
    assert all(tok in random_extra._BY_TOKEN for tok in tokens)
    del prims
    gc.collect()
    assert not any(tok in random_extra._BY_TOKEN for tok in tokens)
    assert not any(key[3] in tokens for key in random_extra._STREAMS)


def test_logf_is_the_c_librarys_bit_for_bit():
    fn = se._libm_logf()
    if fn is None:
        return
    rng = np.random.default_rng(27)
    one = np.uint32(0x3F800000)
    bits = np.concatenate([rng.integers(0, 2 ** 32, 150_000, dtype=np.uint32),            # any float, NaN included
                           np.arange(1, 20_000, dtype=np.uint32),                           # subnormals
                           np.arange(1, 255, dtype=np.uint32) << np.uint32(23),             # powers of two
                           np.arange(one - 20_000, one + 20_000, dtype=np.uint32),          # around 1
                           np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7F7FFFFF], np.uint32)])
    x = bits.view(np.float32)
    want = np.fromiter((fn(v) for v in x.tolist()), np.float32, len(x))
    got = se.logf(x)
    same = (got.view(np.uint32) == want.view(np.uint32)) | (np.isnan(got) & np.isnan(want))
    assert same.all(), x[~same][:5]
    assert se.logf(x[:200].reshape(-1, 5)).shape == (40, 5)
    # the numpy evaluation of glibc's algorithm is what answers nearly every value
    _, risky = se._logf_table(rng.random(100_000, dtype=np.float32) + np.float32(1e-3))
    assert se._logf_table_agrees() and risky.sum() < 50


def test_gamma_and_poisson_samplers():
    from msgraph.common.philox import GuardedPhilox, gamma_samples

    g = GuardedPhilox(5, 2)
    a = gamma_samples(g, np.array([0.5, 1.0, 3.0]), 4000)
    assert a.shape == (4000, 3) and np.allclose(a.mean(0), [0.5, 1.0, 3.0], rtol=0.08)
    assert g.counter == (2 << 64) + 256 * 12000          # each output reserves 256 blocks
    b = gamma_samples(GuardedPhilox(5, 2), np.array([0.5, 1.0, 3.0]), 2)
    assert np.array_equal(b[:, 0], a[[0, 1], 0])         # output i (alpha i // per_alpha) starts at block 256 i
    assert not np.array_equal(b[:, 1], a[[0, 1], 1])
    p = se.poisson_samples(se.MT19937(7), np.array([0.5, 4.0, 30.0, 1e6]), 3000, True)
    assert np.allclose(p.mean(0), [0.5, 4.0, 30.0, 1e6], rtol=0.06) and (p == np.floor(p)).all()
    q = se.poisson_samples(se.MT19937(7), np.array([np.inf, np.nan, -1.0]), 2, False)
    assert np.isinf(q[:, 0]).all() and np.isnan(q[:, 1]).all() and (q[:, 2] == 0).all()
