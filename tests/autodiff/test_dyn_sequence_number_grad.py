"""The source tags that route a Graph-mode gradient to a dynamic-length sequence of numbers (common/mutable.py)."""
from msgraph.common.mutable import (is_dynamic_len, mark_dynamic_len, seq_grad_as_list, seq_grad_first_copy,
                                    seq_grad_plain, seq_grad_src, seq_grad_tag)


def _tagged(values):
    seq = mark_dynamic_len(tuple(seq_grad_tag(v, (0, k)) for k, v in enumerate(values)))
    seq._msgraph_seq_input = True
    return seq


def test_tag_keeps_value_and_source():
    t = seq_grad_tag(3, (1, 2))
    assert t == 3 and seq_grad_src(t) == (1, 2)
    assert seq_grad_src(t + 1) is None          # arithmetic gives a plain number: no gradient
    assert seq_grad_src(3) is None
    assert isinstance(seq_grad_tag(1.5, (0, 0)), float)


def test_plain_rebuilds_marked_containers():
    seq = _tagged((1, 2))
    out = seq_grad_plain((seq, [seq_grad_tag(2.0, (0, 0))]))
    assert out == ((1, 2), [2.0])
    assert all(type(v) is int for v in out[0]) and type(out[1][0]) is float
    assert is_dynamic_len(out[0])


def test_first_copy_only_keeps_tags():
    seq = _tagged((1, 2))
    out = seq_grad_first_copy(mark_dynamic_len(seq * 2), 2)
    assert [seq_grad_src(v) for v in out] == [(0, 0), (0, 1), None, None]
    assert is_dynamic_len(out)


def test_as_list_only_for_the_input_itself():
    seq = _tagged((1, 2, 3))
    assert all(v._msgraph_via_list for v in seq_grad_as_list(seq))
    assert not any(v._msgraph_via_list for v in seq_grad_as_list(mark_dynamic_len(seq[1:])))
